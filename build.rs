// Runs LALRPOP on the one grammar file; the generated parser lands in OUT_DIR
// and is included by `src/syntax/parser.rs`.
fn main() {
    pack_relative_relocations();
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    println!("cargo:rerun-if-changed=grammar/lackpy.lalrpop");
    lalrpop::Configuration::new()
        .set_in_dir("grammar")
        .set_out_dir(out_dir)
        .process()
        .expect("the lackpy grammar must compile");
}

// The binaries' relative relocations packed as DT_RELR (glibc 2.36+,
// binutils 2.38+): a position-independent lackpy-vm otherwise carries
// ~20,000 of them in 500 KB that the loader reads, and applies, at every
// start. Only the binaries: the Python extension module must load under
// older glibc too. LACKPY_NO_RELR=1 turns it off for a linker without it.
fn pack_relative_relocations() {
    println!("cargo:rerun-if-env-changed=LACKPY_NO_RELR");
    let linux_gnu = std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux")
        && std::env::var("CARGO_CFG_TARGET_ENV").as_deref() == Ok("gnu");
    if linux_gnu && std::env::var_os("LACKPY_NO_RELR").is_none() {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
