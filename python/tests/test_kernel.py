"""The Jupyter kernel (`lackpy kernel`), driven by the official client:
installed as a kernelspec into a temporary prefix, started from it by
jupyter_client's KernelManager, and a notebook executed by nbclient."""

import json
import os
import pathlib
import subprocess
import sys
import sysconfig
import venv

# Imported outright, not skipped when absent: scripts/test installs them
# (scripts/test-requirements.txt), so a missing one is a failure.
import jupyter_client
import nbclient
import nbformat
import pytest

from conftest import bin_path

TIMEOUT = 60


@pytest.fixture(scope="module")
def kernelspec(tmp_path_factory):
    """`lackpy kernel install --prefix` into a temporary prefix, found by
    Jupyter through JUPYTER_PATH."""
    prefix = tmp_path_factory.mktemp("prefix")
    work = tmp_path_factory.mktemp("work")
    (work / "notes.txt").write_text("alpha\nbeta\n")
    out = subprocess.run(
        [str(bin_path("lackpy")), "kernel", "install", "--prefix", str(prefix), "--kit", "read", "--root", str(work), "--max-grade", "1,3"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    data = prefix / "share" / "jupyter"
    spec = json.loads((data / "kernels" / "lackpy" / "kernel.json").read_text())
    assert spec["display_name"] == "lackpy"
    assert spec["argv"][1:4] == ["kernel", "-f", "{connection_file}"]
    old = os.environ.get("JUPYTER_PATH")
    os.environ["JUPYTER_PATH"] = str(data)
    yield data
    if old is None:
        del os.environ["JUPYTER_PATH"]
    else:
        os.environ["JUPYTER_PATH"] = old


@pytest.fixture
def kernel(kernelspec):
    km = jupyter_client.KernelManager(kernel_name="lackpy")
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=TIMEOUT)
    yield km, kc
    kc.stop_channels()
    km.shutdown_kernel(now=False)


def run(kc, code):
    """Execute `code`; the reply's content and the iopub messages it caused."""
    msg_id = kc.execute(code)
    reply = kc.get_shell_msg(timeout=TIMEOUT)
    assert reply["parent_header"]["msg_id"] == msg_id
    seen = []
    while True:
        m = kc.get_iopub_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        seen.append(m)
        if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            break
    return reply["content"], seen


def of_type(msgs, kind):
    return [m["content"] for m in msgs if m["msg_type"] == kind]


def test_kernel_info_names_the_language(kernel):
    _, kc = kernel
    kc.kernel_info()
    info = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert info["status"] == "ok"
    assert info["protocol_version"].startswith("5.")
    lang = info["language_info"]
    assert lang["name"] == "lackpy"
    assert (lang["codemirror_mode"], lang["pygments_lexer"], lang["file_extension"]) == ("python", "python", ".py")
    assert lang["mimetype"]


def test_cells_share_a_namespace_print_and_show_their_last_value(kernel):
    _, kc = kernel
    reply, msgs = run(kc, "nums = [3, 1, 2]\nprint('sorted', sorted(nums))\nlen(nums) * 10")
    assert reply["status"] == "ok" and reply["execution_count"] == 1
    states = [c["execution_state"] for c in of_type(msgs, "status")]
    assert states[0] == "busy" and states[-1] == "idle"
    assert of_type(msgs, "execute_input")[0]["code"].startswith("nums")
    assert of_type(msgs, "stream") == [{"name": "stdout", "text": "sorted [1, 2, 3]\n"}]
    result = of_type(msgs, "execute_result")[0]
    assert result["data"]["text/plain"] == "30" and result["execution_count"] == 1
    reply, msgs = run(kc, "nums.append(9)\nnums")
    assert of_type(msgs, "execute_result")[0]["data"]["text/plain"] == "[3, 1, 2, 9]"
    reply, msgs = run(kc, "read_file('notes.txt').splitlines()")
    assert of_type(msgs, "execute_result")[0]["data"]["text/plain"] == "['alpha', 'beta']"


def test_a_md_cell_is_prose_with_interpolation(kernel):
    _, kc = kernel
    run(kc, "name = 'lackpy'\nitems = list(range(100))")
    _, msgs = run(kc, "%%md\n# Hello {name}\n\n{len(items)} items: {items}")
    data = of_type(msgs, "execute_result")[0]["data"]
    md = data["text/markdown"]
    assert md.startswith("# Hello lackpy\n\n100 items: [0, 1, 2")
    assert "… 50 items …" in md, "prose shows a large value briefly"


def test_errors_show_the_diagnostic_and_refusals_happen_before_running(kernel):
    _, kc = kernel
    reply, msgs = run(kc, "print('never')\nundefined_name + 1")
    assert reply["status"] == "error"
    err = of_type(msgs, "error")[0]
    assert err["ename"] == "CheckError"
    assert "undefined_name" in err["evalue"]
    assert any("E0201" in line for line in err["traceback"])
    assert of_type(msgs, "stream") == [], "a refused cell runs nothing"
    reply, msgs = run(kc, "x = 1 // 0")
    assert reply["status"] == "error" and reply["ename"] == "ZeroDivisionError"
    # --max-grade 1,3 in the kernelspec: a cell that writes is refused.
    reply, msgs = run(kc, "write_file('x.txt', 'no')")
    assert reply["status"] == "error"
    assert reply["ename"] in ("GradeError", "CheckError")


def test_queued_cells_are_aborted_after_an_error(kernel):
    _, kc = kernel
    # The failing cell runs long enough (a loop first) for the second one
    # to be queued behind it whatever the machine's load.
    first = kc.execute("t = 0\nfor i in range(2000000):\n    t += i\n1 // 0")
    second = kc.execute("print('after')")
    replies = {}
    while len(replies) < 2:
        m = kc.get_shell_msg(timeout=TIMEOUT)
        replies[m["parent_header"]["msg_id"]] = m["content"]
    assert replies[first]["status"] == "error"
    assert replies[second]["status"] == "aborted"


def test_complete_and_inspect(kernel):
    _, kc = kernel
    run(kc, "counts = {'a': 1}\ncolours = ['red']")
    kc.complete("co", 2)
    c = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert c["status"] == "ok"
    assert {"counts", "colours"} <= set(c["matches"])
    assert (c["cursor_start"], c["cursor_end"]) == (0, 2)
    kc.complete("re", 2)
    assert "read_file" in kc.get_shell_msg(timeout=TIMEOUT)["content"]["matches"]
    kc.complete("colours.app", 11)
    c = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert c["matches"] == ["append"] and c["cursor_start"] == 8
    kc.inspect("read_file(", 10)
    i = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert i["found"] and i["data"]["text/plain"].startswith("read_file(")
    kc.inspect("counts", 3)
    i = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert i["found"] and i["data"]["text/plain"].startswith("counts: dict\n\n{'a': 1}")
    kc.inspect("sorted", 6)
    assert "sorted" in kc.get_shell_msg(timeout=TIMEOUT)["content"]["data"]["text/plain"]
    kc.inspect("nothing_here", 4)
    assert kc.get_shell_msg(timeout=TIMEOUT)["content"]["found"] is False


def test_is_complete_history_and_comm_info(kernel):
    _, kc = kernel
    kc.is_complete("for i in range(3):")
    c = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert c["status"] == "incomplete" and c["indent"] == "    "
    kc.is_complete("x = 1")
    assert kc.get_shell_msg(timeout=TIMEOUT)["content"]["status"] == "complete"
    kc.history()
    assert kc.get_shell_msg(timeout=TIMEOUT)["content"] == {"status": "ok", "history": []}
    kc.comm_info()
    assert kc.get_shell_msg(timeout=TIMEOUT)["content"]["status"] == "ok"


def test_an_interrupt_stops_a_long_cell_and_the_kernel_goes_on(kernel):
    km, kc = kernel
    msg_id = kc.execute("t = 0\nfor i in range(1000000000):\n    t += i")
    # The cell is running once the kernel says it is busy with it.
    while True:
        m = kc.get_iopub_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "execute_input":
            break
    km.interrupt_kernel()  # SIGINT, the kernelspec's interrupt mode
    reply = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert reply["status"] == "error"
    assert reply["ename"] == "LimitExceeded"
    assert "interrupted" in reply["evalue"]
    reply, msgs = run(kc, "t >= 0")
    assert of_type(msgs, "execute_result")[0]["data"]["text/plain"] == "True"


def test_an_interrupt_request_on_the_control_channel_stops_a_cell(kernel):
    _, kc = kernel
    msg_id = kc.execute("s = 0\nfor i in range(1000000000):\n    s += 1")
    while True:
        m = kc.get_iopub_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "execute_input":
            break
    msg = kc.session.msg("interrupt_request", {})
    kc.control_channel.send(msg)
    assert kc.get_control_msg(timeout=TIMEOUT)["content"]["status"] == "ok"
    reply = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert (reply["status"], reply["ename"]) == ("error", "LimitExceeded")


def test_restart_clears_the_scope(kernel):
    km, kc = kernel
    run(kc, "kept = 42")
    reply, _ = run(kc, "kept")
    assert reply["status"] == "ok"
    km.restart_kernel(now=False)
    kc.wait_for_ready(timeout=TIMEOUT)
    reply, msgs = run(kc, "kept")
    assert reply["status"] == "error" and reply["ename"] == "CheckError"
    assert reply["execution_count"] == 1


def test_a_notebook_runs_under_nbclient(kernelspec, tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "lackpy", "display_name": "lackpy", "language": "lackpy"}
    nb.cells = [
        nbformat.v4.new_code_cell("words = read_file('notes.txt').split()\nlen(words)"),
        nbformat.v4.new_code_cell("%%md\nThe words are {', '.join(words)}."),
        nbformat.v4.new_code_cell("for w in words:\n    print(w.upper())"),
    ]
    client = nbclient.NotebookClient(nb, kernel_name="lackpy", timeout=TIMEOUT)
    client.execute()
    outs = [c.outputs for c in nb.cells]
    assert outs[0][0]["data"]["text/plain"] == "2"
    assert outs[1][0]["data"]["text/markdown"] == "The words are alpha, beta."
    assert outs[2][0]["text"] == "ALPHA\nBETA\n"
    nbformat.validate(nb)
    path = tmp_path / "run.ipynb"
    nbformat.write(nb, str(path))
    assert json.loads(path.read_text())["metadata"]["language_info"]["name"] == "lackpy"


# Where `lackpy kernel install --user` and `--sys-prefix` put the kernelspec,
# against where jupyter_client looks for kernelspecs: each asked of a child
# process whose HOME (and XDG_DATA_HOME) is a temporary folder, or which
# runs in a temporary virtual environment, so that nothing real is touched.

FIND = (
    "import json; from jupyter_client.kernelspec import KernelSpecManager; "
    "print(json.dumps(KernelSpecManager().find_kernel_specs()))"
)
PLACES = ("XDG_DATA_HOME", "VIRTUAL_ENV", "CONDA_PREFIX")


def bare_env(**extra):
    """This environment without anything that moves Jupyter's folders."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JUPYTER") and k not in PLACES}
    env.update(extra)
    return env


def install(*args, env):
    out = subprocess.run(
        [str(bin_path("lackpy")), "kernel", "install", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    return out


def found(python, env):
    """The kernelspecs jupyter_client finds, run by `python` in `env`."""
    out = subprocess.run([str(python), "-c", FIND], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    return {k: pathlib.Path(v).resolve() for k, v in json.loads(out.stdout).items()}


def installed_here(spec_dir):
    spec = json.loads((spec_dir / "kernel.json").read_text())
    assert spec["display_name"] == "lackpy"
    assert pathlib.Path(spec["argv"][0]) == bin_path("lackpy").resolve()
    assert spec["argv"][1:4] == ["kernel", "-f", "{connection_file}"]


@pytest.mark.parametrize("flags", [["--user"], []], ids=["user", "default"])
@pytest.mark.parametrize("xdg", [False, True], ids=["home", "xdg"])
def test_install_user_goes_where_jupyter_looks(tmp_path, flags, xdg):
    home = tmp_path / "home"
    home.mkdir()
    env = bare_env(HOME=str(home))
    data = home / ".local" / "share" / "jupyter"
    if xdg:
        env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
        data = tmp_path / "xdg" / "jupyter"
    out = install(*flags, env=env)
    assert out.returncode == 0, out.stderr
    spec_dir = data / "kernels" / "lackpy"
    assert str(spec_dir) in out.stdout
    installed_here(spec_dir)
    assert found(sys.executable, env)["lackpy"] == spec_dir.resolve()


@pytest.mark.parametrize("var", ["VIRTUAL_ENV", "CONDA_PREFIX"])
def test_install_sys_prefix_goes_into_the_active_environment(tmp_path, var):
    # A real virtual environment (no pip: quick), which sees this one's
    # packages (jupyter_client) through a .pth file.
    prefix = tmp_path / "env"
    venv.create(prefix, with_pip=False)
    python = prefix / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (pathlib.Path(purelib) / "outer.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    home = tmp_path / "home"
    home.mkdir()
    env = bare_env(HOME=str(home), **{var: str(prefix)})
    out = install("--sys-prefix", env=env)
    assert out.returncode == 0, out.stderr
    spec_dir = prefix / "share" / "jupyter" / "kernels" / "lackpy"
    installed_here(spec_dir)
    # jupyter_client in that environment finds it through its sys.prefix,
    # with no JUPYTER_PATH; nothing went to the user's folder.
    assert found(python, bare_env(HOME=str(home)))["lackpy"] == spec_dir.resolve()
    assert not (home / ".local").exists()


def test_install_sys_prefix_without_an_environment_is_refused(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    out = install("--sys-prefix", env=bare_env(HOME=str(home)))
    assert out.returncode != 0
    assert "no virtual environment is active" in out.stderr
    assert list(home.iterdir()) == []
