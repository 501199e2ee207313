values = {
    "dec": 1_000_000,
    "hex": 0xFF,
    "HEX": 0XDEAD_BEEF,
    "oct": 0o755,
    "OCT": 0O17,
    "bin": 0b1010_1010,
    "BIN": 0B11,
    "zero": 0,
    "zeros": 00,
}
values
