// Runs LALRPOP on the one grammar file; the generated parser lands in OUT_DIR
// and is included by `src/syntax/parser.rs`.
fn main() {
    pack_relative_relocations();
    order_startup_functions();
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

// The functions a start runs, laid out together in the binaries' text
// (lld's --symbol-ordering-file): the kernel maps a binary's file pages
// 64 KiB around each fault, so a start-up path spread over 5.6 MB of text
// left 3 MB of it resident for a three-line program, and ~1 MB once the
// 0.5 MB it runs sit together. `scripts/startup-order` regenerates the list
// from a profile of the start-up; its names carry hashes that change with
// the toolchain and the features, and a name not found is skipped, so a
// stale list costs only the gain. Release builds of the binaries only, and
// only where rustc links with its own lld (x86-64 Linux/glibc, Rust 1.90
// and later, no other linker configured); LACKPY_NO_ORDER=1 turns it off
// (say, for a toolchain that links with GNU ld, which refuses the option).
fn order_startup_functions() {
    println!("cargo:rerun-if-env-changed=LACKPY_NO_ORDER");
    println!("cargo:rerun-if-changed=scripts/startup-order.txt");
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    if var("PROFILE") != "release"
        || std::env::var_os("LACKPY_NO_ORDER").is_some()
        || var("TARGET") != "x86_64-unknown-linux-gnu"
        || std::env::var_os("RUSTC_LINKER").is_some()
        // -C linker=..., -C linker-features=..., -C linker-flavor=...
        || var("CARGO_ENCODED_RUSTFLAGS").contains("link")
        || !rustc_links_with_its_lld()
    {
        return;
    }
    let list = std::path::Path::new(&var("CARGO_MANIFEST_DIR")).join("scripts/startup-order.txt");
    if list.is_file() {
        println!(
            "cargo:rustc-link-arg-bins=-Wl,--symbol-ordering-file={}",
            list.display()
        );
        println!("cargo:rustc-link-arg-bins=-Wl,--no-warn-symbol-ordering");
    }
}

/// Rust 1.90 and later link x86_64-unknown-linux-gnu with the toolchain's
/// own lld (`lib/rustlib/<target>/bin/gcc-ld`), when the toolchain has it.
fn rustc_links_with_its_lld() -> bool {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let run = |arg: &str| {
        std::process::Command::new(&rustc)
            .args(arg.split(' '))
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    };
    let version = run("-vV");
    let minor = version
        .lines()
        .find_map(|l| l.strip_prefix("release: 1."))
        .and_then(|v| v.split('.').next())
        .and_then(|m| m.parse::<u32>().ok())
        .unwrap_or(0);
    let sysroot = run("--print sysroot");
    let lld = std::path::Path::new(sysroot.trim())
        .join("lib/rustlib/x86_64-unknown-linux-gnu/bin/gcc-ld/ld.lld");
    minor >= 90 && lld.is_file()
}
