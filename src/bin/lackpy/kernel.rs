//! `lackpy kernel`: serve a Jupyter kernel from the connection file
//! Jupyter gives it (`-f FILE`), or install the kernelspec that starts it
//! (`install`). The protocol is `lackpy::jupyter`'s.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};

use lackpy::engine::RunOptions;
use lackpy::jupyter::cells::Setup;
use lackpy::kit::Root;

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct KernelArgs {
    #[command(subcommand)]
    command: Option<KernelCommand>,
    /// The connection file Jupyter wrote for this kernel
    #[arg(short = 'f', long = "connection-file", value_name = "CONNECTION_FILE")]
    connection_file: Option<PathBuf>,
    #[command(flatten)]
    run: RunArgs,
}

#[derive(Args, Clone)]
struct RunArgs {
    /// The tools cells may call (a comma list of kit and tool names; default: read)
    #[arg(long, value_name = "SPEC", default_value = "read")]
    kit: String,
    /// The workspace the file tools are confined to (default: the current directory)
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
    /// Refuse cells whose grade is above W,D (each 0-3), before they run
    #[arg(long, value_name = "W,D", value_parser = lackpy::cli::grade_arg)]
    max_grade: Option<lackpy::grade::Grade>,
}

#[derive(Subcommand)]
enum KernelCommand {
    /// Write the kernelspec `lackpy` (display name "lackpy") that starts this kernel
    #[command(
        after_help = "The kernelspec goes into the Jupyter data directory of the user (--user, the default),\n\
                      of the active virtual environment (--sys-prefix), or of DIR (--prefix DIR: DIR/share/jupyter).\n\
                      --kit, --root and --max-grade are written into it: every kernel it starts has them."
    )]
    Install {
        /// Install for the current user (the default)
        #[arg(long, group = "place")]
        user: bool,
        /// Install into the active virtual environment ($VIRTUAL_ENV or $CONDA_PREFIX)
        #[arg(long, group = "place")]
        sys_prefix: bool,
        /// Install under DIR/share/jupyter
        #[arg(long, value_name = "DIR", group = "place")]
        prefix: Option<PathBuf>,
        #[command(flatten)]
        run: RunArgs,
    },
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    lackpy::report::ExitCode::Usage.into()
}

pub fn kernel_cmd(a: KernelArgs) -> ExitCode {
    match a.command {
        Some(KernelCommand::Install {
            user: _,
            sys_prefix,
            prefix,
            run,
        }) => install(sys_prefix, prefix, &run),
        None => match a.connection_file {
            Some(file) => serve(&file, &a.run),
            None => fail(
                "give the connection file (`lackpy kernel -f FILE`), or `lackpy kernel install`",
            ),
        },
    }
}

/// The user's Jupyter data directory, as `jupyter --data-dir` finds it.
fn user_data_dir() -> Result<PathBuf, String> {
    if let Some(d) = std::env::var_os("JUPYTER_DATA_DIR") {
        return Ok(PathBuf::from(d));
    }
    let home = std::env::var_os("HOME").ok_or("HOME is not set: give --prefix DIR")?;
    let home = PathBuf::from(home);
    Ok(if cfg!(target_os = "macos") {
        home.join("Library/Jupyter")
    } else {
        match std::env::var_os("XDG_DATA_HOME") {
            Some(x) if !x.is_empty() => PathBuf::from(x).join("jupyter"),
            _ => home.join(".local/share/jupyter"),
        }
    })
}

fn install(sys_prefix: bool, prefix: Option<PathBuf>, run: &RunArgs) -> ExitCode {
    let data_dir = if let Some(p) = prefix {
        Ok(p.join("share/jupyter"))
    } else if sys_prefix {
        std::env::var_os("VIRTUAL_ENV")
            .or_else(|| std::env::var_os("CONDA_PREFIX"))
            .map(|p| PathBuf::from(p).join("share/jupyter"))
            .ok_or_else(|| "--sys-prefix: no virtual environment is active (VIRTUAL_ENV and CONDA_PREFIX are unset)".to_string())
    } else {
        user_data_dir()
    };
    let data_dir = match data_dir {
        Ok(d) => d,
        Err(e) => return fail(&e),
    };
    // The settings are checked now, not when Jupyter first starts a kernel.
    if let Err(e) = setup(run) {
        return fail(&e);
    }
    let exe = match std::env::current_exe().and_then(std::fs::canonicalize) {
        Ok(e) => e,
        Err(e) => return fail(&format!("cannot find this program's path: {e}")),
    };
    let mut argv = vec![
        exe.display().to_string(),
        "kernel".into(),
        "-f".into(),
        "{connection_file}".into(),
        "--kit".into(),
        run.kit.clone(),
    ];
    if let Some(root) = &run.root {
        match std::fs::canonicalize(root) {
            Ok(r) => argv.extend(["--root".into(), r.display().to_string()]),
            Err(e) => return fail(&format!("--root {}: {e}", root.display())),
        }
    }
    if let Some(g) = run.max_grade {
        argv.extend(["--max-grade".into(), format!("{},{}", g.w, g.d)]);
    }
    match lackpy::jupyter::install(&data_dir, argv) {
        Ok(dir) => {
            println!("installed the kernelspec lackpy in {}", dir.display());
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

fn setup(run: &RunArgs) -> Result<Setup, String> {
    let dir = run.root.clone().unwrap_or_else(|| PathBuf::from("."));
    let root = Root::new(&dir).map_err(|e| format!("--root {}: {e}", dir.display()))?;
    let kit = lackpy::cli::resolve_kit_in(&run.kit, Path::new(&dir))?;
    let mut limits = RunOptions::new().limits;
    // A notebook's cell may run its tests or wait on a tool for minutes;
    // an interrupt stops one that runs too long.
    limits.time = std::time::Duration::from_secs(600);
    Ok(Setup {
        kit,
        root,
        max_grade: run.max_grade,
        limits,
    })
}

fn serve(file: &Path, run: &RunArgs) -> ExitCode {
    let setup = match setup(run) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    match lackpy::jupyter::serve(file, setup) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}
