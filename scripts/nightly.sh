# Sourced by scripts/miri and scripts/fuzz: make sure the nightly toolchain
# is there (installing it when rustup can), or end the calling script:
# with a failure, or, when LACKPY_SKIP_NIGHTLY=1 asks for it, with a line
# that says what was skipped and success.
#
#   need_nightly NAME   # NAME: the calling script, for the messages
need_nightly() {
  if ! cargo +nightly --version >/dev/null 2>&1 && command -v rustup >/dev/null 2>&1; then
    rustup toolchain install nightly --profile minimal >&2 || true
  fi
  if cargo +nightly --version >/dev/null 2>&1; then
    return 0
  fi
  if [ "${LACKPY_SKIP_NIGHTLY:-}" = 1 ]; then
    echo "$1: SKIPPED: no nightly toolchain (LACKPY_SKIP_NIGHTLY=1)" >&2
    exit 0
  fi
  echo "$1: no nightly toolchain could be installed; set LACKPY_SKIP_NIGHTLY=1 to skip this step" >&2
  exit 1
}
