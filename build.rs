// Runs LALRPOP on the one grammar file; the generated parser lands in OUT_DIR
// and is included by `src/syntax/parser.rs`.
fn main() {
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    println!("cargo:rerun-if-changed=grammar/lackpy.lalrpop");
    lalrpop::Configuration::new()
        .set_in_dir("grammar")
        .set_out_dir(out_dir)
        .process()
        .expect("the lackpy grammar must compile");
}
