//! `format(value, spec)`: the format-spec mini-language.

use super::*;

/// `.Nf` takes a shortcut when x * 10^N is exact; it must agree with
/// the exact algorithm (round-half-even on the binary value) everywhere.
#[test]
fn fixed_precision_shortcut_matches_the_exact_algorithm() {
    for i in -3000i64..3000 {
        let i = i as f64;
        for x in [
            i * 0.5,
            i * 0.25,
            i * 0.1,
            i * 0.125,
            i / 3.0,
            i * 1e6,
            i * 1e-3,
        ] {
            for p in 0..=7usize {
                let want = format!("{:.*}", p, x);
                let got = format_value(&Value::Float(x), &format!(".{p}f"));
                assert_eq!(got.as_deref(), Ok(want.as_str()), "{x:?} with .{p}f");
            }
        }
    }
    assert_eq!(
        format_value(&Value::Float(-0.0), ".1f").as_deref(),
        Ok("-0.0")
    );
}

#[test]
fn py_ints() {
    assert_eq!(fmt(Value::Int(42), ""), Ok("42".to_string()));
    assert_eq!(fmt(Value::Int(42), "d"), Ok("42".to_string()));
    assert_eq!(fmt(Value::Int(-42), "5"), Ok("  -42".to_string()));
    assert_eq!(fmt(Value::Int(42), "<5"), Ok("42   ".to_string()));
    assert_eq!(fmt(Value::Int(42), "^6"), Ok("  42  ".to_string()));
    assert_eq!(fmt(Value::Int(42), "*^7"), Ok("**42***".to_string()));
    assert_eq!(fmt(Value::Int(-42), "=8"), Ok("-     42".to_string()));
    assert_eq!(fmt(Value::Int(42), "+"), Ok("+42".to_string()));
    assert_eq!(fmt(Value::Int(42), " "), Ok(" 42".to_string()));
    assert_eq!(fmt(Value::Int(-42), " "), Ok("-42".to_string()));
    assert_eq!(fmt(Value::Int(42), "08"), Ok("00000042".to_string()));
    assert_eq!(fmt(Value::Int(-42), "08"), Ok("-0000042".to_string()));
    assert_eq!(fmt(Value::Int(255), "b"), Ok("11111111".to_string()));
    assert_eq!(fmt(Value::Int(255), "#b"), Ok("0b11111111".to_string()));
    assert_eq!(fmt(Value::Int(255), "o"), Ok("377".to_string()));
    assert_eq!(fmt(Value::Int(255), "#o"), Ok("0o377".to_string()));
    assert_eq!(fmt(Value::Int(255), "x"), Ok("ff".to_string()));
    assert_eq!(fmt(Value::Int(255), "#x"), Ok("0xff".to_string()));
    assert_eq!(fmt(Value::Int(255), "X"), Ok("FF".to_string()));
    assert_eq!(fmt(Value::Int(255), "#X"), Ok("0XFF".to_string()));
    assert_eq!(fmt(Value::Int(-255), "#x"), Ok("-0xff".to_string()));
    assert_eq!(fmt(Value::Int(65), "c"), Ok("A".to_string()));
    assert_eq!(fmt(Value::Int(128512), "c"), Ok("\u{1f600}".to_string()));
    assert_eq!(fmt(Value::Int(65), "^5c"), Ok("  A  ".to_string()));
    assert_eq!(fmt(Value::Int(1234567), "n"), Ok("1234567".to_string()));
    assert_eq!(fmt(Value::Int(0), "d"), Ok("0".to_string()));
    assert_eq!(fmt(Value::Int(0), "+d"), Ok("+0".to_string()));
    assert_eq!(fmt(Value::Bool(true), ""), Ok("True".to_string()));
    assert_eq!(fmt(Value::Bool(false), ""), Ok("False".to_string()));
    assert_eq!(fmt(Value::Bool(true), "d"), Ok("1".to_string()));
    assert_eq!(fmt(Value::Bool(true), ">5"), Ok("    1".to_string()));
    assert_eq!(fmt(Value::Bool(true), "#x"), Ok("0x1".to_string()));
    assert_eq!(fmt(Value::Bool(false), "f"), Ok("0.000000".to_string()));
    assert_eq!(fmt(Value::Int(3), "%"), Ok("300.000000%".to_string()));
    assert_eq!(fmt(Value::Int(3), "e"), Ok("3.000000e+00".to_string()));
    assert_eq!(fmt(Value::Int(7), ".2f"), Ok("7.00".to_string()));
    assert_eq!(
        fmt(big("56bc75e2d63100000"), "e"),
        Ok("1.000000e+20".to_string())
    );
    assert_eq!(
        fmt(Value::Int(42), "z"),
        Err((
            ExcKind::ValueError,
            "Negative zero coercion (z) not allowed in integer format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(42), "s"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 's' for object of type 'int'".to_string()
        ))
    );
}

#[test]
fn py_big_ints() {
    assert_eq!(
        fmt(big("10000000000000000"), ""),
        Ok("18446744073709551616".to_string())
    );
    assert_eq!(
        fmt(big("-10000000000000000"), "d"),
        Ok("-18446744073709551616".to_string())
    );
    assert_eq!(
        fmt(big("10000000000000000"), ","),
        Ok("18,446,744,073,709,551,616".to_string())
    );
    assert_eq!(
        fmt(big("c9f2c9cd04674edea40000000"), "+,"),
        Ok("+1,000,000,000,000,000,000,000,000,000,000".to_string())
    );
    assert_eq!(
        fmt(big("c9f2c9cd04674edea40000000"), "_"),
        Ok("1_000_000_000_000_000_000_000_000_000_000".to_string())
    );
    assert_eq!(
        fmt(big("-c9f2c9cd04674edea40000000"), "#_o"),
        Ok("-0o14_4762_6234_6404_3164_7336_5100_0000_0000".to_string())
    );
    assert_eq!(
        fmt(big("400000000000000000"), "b"),
        Ok("10000000000000000000000000000000000000000000000000000000000000000000000".to_string())
    );
    assert_eq!(
        fmt(big("400000000000000000"), "#X"),
        Ok("0X400000000000000000".to_string())
    );
    assert_eq!(
        fmt(Value::Int(i64::MIN), "#x"),
        Ok("-0x8000000000000000".to_string())
    );
    assert_eq!(
        fmt(big("8000000000000000"), "_x"),
        Ok("8000_0000_0000_0000".to_string())
    );
    assert_eq!(
        fmt(big("84595161401484a000000"), "40,"),
        Ok("      10,000,000,000,000,000,000,000,000".to_string())
    );
    assert_eq!(
        fmt(big("84595161401484a000000"), "040,"),
        Ok("0,000,010,000,000,000,000,000,000,000,000".to_string())
    );
    assert_eq!(
        fmt(big("-84595161401484a000000"), "^40"),
        Ok("      -10000000000000000000000000       ".to_string())
    );
    assert_eq!(
        fmt(big("c9f2c9cd04674edea40000000"), "c"),
        Err((
            ExcKind::OverflowError,
            "Python int too large to convert to C long".to_string()
        ))
    );
    assert_eq!(fmt(big("1b4ec7f91973ff3cb1ccf26fbc177c38db6e54582de258ff5190b8bc150afadb38030e5d0b7bf50120e5c0e6ad18e629853ce9946a0b2eccf6cfde0af8634bf8dc5a427fe4236ce5959baa0e776cdb47c4813e1e0c75ca271e1d059e08e4996aa4193a48ad3a24633ebdb32e9f0b824377e2fa9c10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"), "e"), Err((ExcKind::OverflowError, "int too large to convert to float".to_string())));
    assert_eq!(fmt(big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"), "d"), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
    assert_eq!(fmt(big("56bc75e2d63100000"), "g"), Ok("1e+20".to_string()));
    assert_eq!(
        fmt(big("29d42b64e76714244cb"), ".3e"),
        Ok("1.235e+22".to_string())
    );
}

#[test]
fn py_grouping() {
    assert_eq!(fmt(Value::Int(1234567), ","), Ok("1,234,567".to_string()));
    assert_eq!(fmt(Value::Int(1234567), "_"), Ok("1_234_567".to_string()));
    assert_eq!(fmt(Value::Int(-1234567), ","), Ok("-1,234,567".to_string()));
    assert_eq!(fmt(Value::Int(123), ","), Ok("123".to_string()));
    assert_eq!(fmt(Value::Int(1234), "09,"), Ok("0,001,234".to_string()));
    assert_eq!(fmt(Value::Int(1234), "08,"), Ok("0,001,234".to_string()));
    assert_eq!(
        fmt(Value::Int(1234567), "010,"),
        Ok("01,234,567".to_string())
    );
    assert_eq!(fmt(Value::Int(-1234), "09,"), Ok("-0,001,234".to_string()));
    assert_eq!(fmt(Value::Int(255), "_b"), Ok("1111_1111".to_string()));
    assert_eq!(fmt(Value::Int(255), "#_b"), Ok("0b1111_1111".to_string()));
    assert_eq!(fmt(Value::Int(65535), "_x"), Ok("ffff".to_string()));
    assert_eq!(
        fmt(Value::Int(65535), "#012_x"),
        Ok("0x0_0000_ffff".to_string())
    );
    assert_eq!(
        fmt(Value::Int(65535), "#012_X"),
        Ok("0X0_0000_FFFF".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1234.5), "012,.2f"),
        Ok("0,001,234.50".to_string())
    );
    assert_eq!(
        fmt(Value::Float(-1234.5), "=+12,.1f"),
        Ok("-    1,234.5".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1234567.891), ","),
        Ok("1,234,567.891".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1234567.891), "_.2f"),
        Ok("1_234_567.89".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1e+22), ",.0f"),
        Ok("10,000,000,000,000,000,000,000".to_string())
    );
    assert_eq!(
        fmt(Value::Int(1234567), ",_"),
        Err((
            ExcKind::ValueError,
            "Cannot specify both ',' and '_'.".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1234567), "_,"),
        Err((
            ExcKind::ValueError,
            "Cannot specify both ',' and '_'.".to_string()
        ))
    );
    assert_eq!(
        fmt(s("x"), ","),
        Err((
            ExcKind::ValueError,
            "Cannot specify ',' with 's'.".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), ",n"),
        Err((
            ExcKind::ValueError,
            "Cannot specify ',' with 'n'.".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), "_c"),
        Err((
            ExcKind::ValueError,
            "Cannot specify '_' with 'c'.".to_string()
        ))
    );
    assert_eq!(fmt(Value::Float(1.5), "_e"), Ok("1.500000e+00".to_string()));
    assert_eq!(
        fmt(Value::Int(1234567), "*>15,"),
        Ok("******1,234,567".to_string())
    );
    assert_eq!(
        fmt(Value::Int(1234567), "*<15_"),
        Ok("1_234_567******".to_string())
    );
}

#[test]
fn py_floats() {
    assert_eq!(fmt(Value::Float(0.1), ""), Ok("0.1".to_string()));
    assert_eq!(
        fmt(Value::Float(0.1), ".20"),
        Ok("0.10000000000000000555".to_string())
    );
    assert_eq!(
        fmt(Value::Float(0.1), ".17f"),
        Ok("0.10000000000000001".to_string())
    );
    assert_eq!(fmt(Value::Float(1e+16), ""), Ok("1e+16".to_string()));
    assert_eq!(fmt(Value::Float(1e+16), ".3"), Ok("1e+16".to_string()));
    assert_eq!(fmt(Value::Float(1e+16), "#"), Ok("1.e+16".to_string()));
    assert_eq!(
        fmt(Value::Float(1e+16), "f"),
        Ok("10000000000000000.000000".to_string())
    );
    assert_eq!(fmt(Value::Float(1e-07), ""), Ok("1e-07".to_string()));
    assert_eq!(fmt(Value::Float(1e-07), "g"), Ok("1e-07".to_string()));
    assert_eq!(fmt(Value::Float(1e-07), "f"), Ok("0.000000".to_string()));
    assert_eq!(fmt(Value::Float(1e-07), ".3e"), Ok("1.000e-07".to_string()));
    assert_eq!(
        fmt(Value::Float(123456789.125), ".2f"),
        Ok("123456789.12".to_string())
    );
    assert_eq!(
        fmt(Value::Float(123456789.125), ""),
        Ok("123456789.125".to_string())
    );
    assert_eq!(fmt(Value::Float(2.675), ".2f"), Ok("2.67".to_string()));
    assert_eq!(fmt(Value::Float(0.5), ".0f"), Ok("0".to_string()));
    assert_eq!(fmt(Value::Float(1.5), ".0f"), Ok("2".to_string()));
    assert_eq!(fmt(Value::Float(2.5), ".0f"), Ok("2".to_string()));
    assert_eq!(fmt(Value::Float(3.5), ".0f"), Ok("4".to_string()));
    assert_eq!(fmt(Value::Float(-0.5), ".0f"), Ok("-0".to_string()));
    assert_eq!(fmt(Value::Float(0.125), ".2f"), Ok("0.12".to_string()));
    assert_eq!(fmt(Value::Float(0.375), ".2f"), Ok("0.38".to_string()));
    assert_eq!(fmt(Value::Float(125.0), ".1e"), Ok("1.2e+02".to_string()));
    assert_eq!(fmt(Value::Float(1.0), ""), Ok("1.0".to_string()));
    assert_eq!(fmt(Value::Float(1.0), "5"), Ok("  1.0".to_string()));
    assert_eq!(fmt(Value::Float(1.0), ".3"), Ok("1.0".to_string()));
    assert_eq!(fmt(Value::Float(100.0), ".3"), Ok("1e+02".to_string()));
    assert_eq!(fmt(Value::Float(123.456), ".1"), Ok("1e+02".to_string()));
    assert_eq!(fmt(Value::Float(123.456), "g"), Ok("123.456".to_string()));
    assert_eq!(fmt(Value::Float(123.456), ".2g"), Ok("1.2e+02".to_string()));
    assert_eq!(fmt(Value::Int(123456), "g"), Ok("123456".to_string()));
    assert_eq!(
        fmt(Value::Float(1234567.0), "g"),
        Ok("1.23457e+06".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1234567.0), "n"),
        Ok("1.23457e+06".to_string())
    );
    assert_eq!(fmt(Value::Float(0.0001), "g"), Ok("0.0001".to_string()));
    assert_eq!(fmt(Value::Float(1e-05), "g"), Ok("1e-05".to_string()));
    assert_eq!(
        fmt(Value::Float(1e-05), "#g"),
        Ok("1.00000e-05".to_string())
    );
    assert_eq!(fmt(Value::Float(1.0), "#g"), Ok("1.00000".to_string()));
    assert_eq!(fmt(Value::Float(1.0), "#.0f"), Ok("1.".to_string()));
    assert_eq!(fmt(Value::Float(12.0), "#.0e"), Ok("1.e+01".to_string()));
    assert_eq!(fmt(Value::Float(0.0), "e"), Ok("0.000000e+00".to_string()));
    assert_eq!(fmt(Value::Float(1.5), "E"), Ok("1.500000E+00".to_string()));
    assert_eq!(fmt(Value::Float(1e+100), "G"), Ok("1E+100".to_string()));
    assert_eq!(
        fmt(Value::Float(1e-100), "e"),
        Ok("1.000000e-100".to_string())
    );
    assert_eq!(fmt(Value::Float(5e-324), ""), Ok("5e-324".to_string()));
    assert_eq!(
        fmt(Value::Float(5e-324), "g"),
        Ok("4.94066e-324".to_string())
    );
    assert_eq!(
        fmt(Value::Float(5e-324), ".3e"),
        Ok("4.941e-324".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1.7976931348623157e+308), ""),
        Ok("1.7976931348623157e+308".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1.7976931348623157e+308), "g"),
        Ok("1.79769e+308".to_string())
    );
    assert_eq!(
        fmt(Value::Float(0.3333333333333333), ""),
        Ok("0.3333333333333333".to_string())
    );
    assert_eq!(
        fmt(Value::Float(0.3333333333333333), ".5"),
        Ok("0.33333".to_string())
    );
    assert_eq!(
        fmt(Value::Float(0.3333333333333333), "10.4f"),
        Ok("    0.3333".to_string())
    );
    assert_eq!(
        fmt(Value::Float(-0.3333333333333333), "+.3%"),
        Ok("-33.333%".to_string())
    );
    assert_eq!(fmt(Value::Float(0.25), "%"), Ok("25.000000%".to_string()));
    assert_eq!(fmt(Value::Float(0.125), ".2%"), Ok("12.50%".to_string()));
    assert_eq!(fmt(Value::Float(1.0), ".0%"), Ok("100%".to_string()));
    assert_eq!(
        fmt(Value::Float(1.0), "^+9.2%"),
        Ok("+100.00% ".to_string())
    );
    assert_eq!(fmt(Value::Float(1.5), "%"), Ok("150.000000%".to_string()));
    assert_eq!(fmt(Value::Float(f64::NAN), ""), Ok("nan".to_string()));
    assert_eq!(fmt(Value::Float(f64::NAN), "f"), Ok("nan".to_string()));
    assert_eq!(fmt(Value::Float(f64::NAN), "F"), Ok("NAN".to_string()));
    assert_eq!(
        fmt(Value::Float(f64::NAN), "+010"),
        Ok("+000000nan".to_string())
    );
    assert_eq!(fmt(Value::Float(f64::NAN), ""), Ok("nan".to_string()));
    assert_eq!(fmt(Value::Float(f64::INFINITY), ""), Ok("inf".to_string()));
    assert_eq!(fmt(Value::Float(f64::INFINITY), "E"), Ok("INF".to_string()));
    assert_eq!(
        fmt(Value::Float(f64::NEG_INFINITY), "G"),
        Ok("-INF".to_string())
    );
    assert_eq!(
        fmt(Value::Float(f64::INFINITY), "010"),
        Ok("0000000inf".to_string())
    );
    assert_eq!(
        fmt(Value::Float(f64::NEG_INFINITY), ","),
        Ok("-inf".to_string())
    );
    assert_eq!(
        fmt(Value::Float(f64::INFINITY), "%"),
        Ok("inf%".to_string())
    );
    assert_eq!(
        fmt(Value::Float(f64::INFINITY), "*^9"),
        Ok("***inf***".to_string())
    );
    assert_eq!(fmt(Value::Float(-0.0), ""), Ok("-0.0".to_string()));
    assert_eq!(fmt(Value::Float(-0.0), "f"), Ok("-0.000000".to_string()));
    assert_eq!(fmt(Value::Float(-0.0), "g"), Ok("-0".to_string()));
    assert_eq!(
        fmt(Value::Float(-0.0), "e"),
        Ok("-0.000000e+00".to_string())
    );
    assert_eq!(fmt(Value::Float(-0.0), "z"), Ok("0.0".to_string()));
    assert_eq!(fmt(Value::Float(-0.0), "zf"), Ok("0.000000".to_string()));
    assert_eq!(fmt(Value::Float(-0.0001), "z.2f"), Ok("0.00".to_string()));
    assert_eq!(fmt(Value::Float(-0.0001), ".2f"), Ok("-0.00".to_string()));
    assert_eq!(
        fmt(Value::Float(-1e-300), "z.3e"),
        Ok("-1.000e-300".to_string())
    );
    assert_eq!(fmt(Value::Float(-0.0), "%"), Ok("-0.000000%".to_string()));
    assert_eq!(fmt(Value::Float(-0.0), "z%"), Ok("0.000000%".to_string()));
    assert_eq!(fmt(Value::Float(-0.004), "z.2%"), Ok("-0.40%".to_string()));
    assert_eq!(fmt(Value::Float(-0.0), "+"), Ok("-0.0".to_string()));
    assert_eq!(fmt(Value::Float(0.0), "+"), Ok("+0.0".to_string()));
    assert_eq!(
        fmt(Value::Float(4.56789), "=+10.2f"),
        Ok("+     4.57".to_string())
    );
    assert_eq!(
        fmt(Value::Float(4.56789), "010.3"),
        Ok("0000004.57".to_string())
    );
    assert_eq!(
        fmt(Value::Float(-4.56789), "010.3"),
        Ok("-000004.57".to_string())
    );
    assert_eq!(
        fmt(Value::Float(4.56789), "\u{20ac}^12.4"),
        Ok("\u{20ac}\u{20ac}\u{20ac}4.568\u{20ac}\u{20ac}\u{20ac}\u{20ac}".to_string())
    );
    assert_eq!(
        fmt(Value::Float(1.5), "d"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 'd' for object of type 'float'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Float(1.5), "x"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 'x' for object of type 'float'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Float(1.5), "c"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 'c' for object of type 'float'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Float(1.5), "s"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 's' for object of type 'float'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Float(1.0), ".2147483648f"),
        Err((ExcKind::ValueError, "precision too big".to_string()))
    );
    assert_eq!(fmt(Value::Float(1e+300), ".0f"), Ok("1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160".to_string()));
    assert_eq!(
        fmt(Value::Float(9.5367431640625e-07), ".25f"),
        Ok("0.0000009536743164062500000".to_string())
    );
}

#[test]
fn py_strings() {
    assert_eq!(fmt(s("abc"), ""), Ok("abc".to_string()));
    assert_eq!(fmt(s("abc"), "s"), Ok("abc".to_string()));
    assert_eq!(fmt(s("abc"), "5"), Ok("abc  ".to_string()));
    assert_eq!(fmt(s("abc"), ">5"), Ok("  abc".to_string()));
    assert_eq!(fmt(s("abc"), "^6"), Ok(" abc  ".to_string()));
    assert_eq!(fmt(s("abc"), "^7.2"), Ok("  ab   ".to_string()));
    assert_eq!(fmt(s("abc"), "*>7"), Ok("****abc".to_string()));
    assert_eq!(fmt(s("abc"), ".1"), Ok("a".to_string()));
    assert_eq!(fmt(s("abc"), ".0"), Ok("".to_string()));
    assert_eq!(fmt(s(""), "3"), Ok("   ".to_string()));
    assert_eq!(
        fmt(s("\u{e9}"), "\u{20ac}^5"),
        Ok("\u{20ac}\u{20ac}\u{e9}\u{20ac}\u{20ac}".to_string())
    );
    assert_eq!(
        fmt(s("\u{65e5}\u{672c}"), ">4"),
        Ok("  \u{65e5}\u{672c}".to_string())
    );
    assert_eq!(fmt(s("ab"), "05"), Ok("ab000".to_string()));
    assert_eq!(fmt(s("ab"), "0>5"), Ok("000ab".to_string()));
    assert_eq!(fmt(s("abc"), "2"), Ok("abc".to_string()));
    assert_eq!(
        fmt(s("a"), ">+5"),
        Err((
            ExcKind::ValueError,
            "Sign not allowed in string format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "+"),
        Err((
            ExcKind::ValueError,
            "Sign not allowed in string format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), " "),
        Err((
            ExcKind::ValueError,
            "Space not allowed in string format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "-"),
        Err((
            ExcKind::ValueError,
            "Sign not allowed in string format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "z"),
        Err((
            ExcKind::ValueError,
            "Negative zero coercion (z) not allowed in string format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "#"),
        Err((
            ExcKind::ValueError,
            "Alternate form (#) not allowed in string format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "=5"),
        Err((
            ExcKind::ValueError,
            "'=' alignment not allowed in string format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "d"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 'd' for object of type 'str'".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), ","),
        Err((
            ExcKind::ValueError,
            "Cannot specify ',' with 's'.".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "_"),
        Err((
            ExcKind::ValueError,
            "Cannot specify '_' with 's'.".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "\u{1}"),
        Err((
            ExcKind::ValueError,
            "Unknown format code '\\x1' for object of type 'str'".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "\u{e9}"),
        Err((
            ExcKind::ValueError,
            "Unknown format code '\\xe9' for object of type 'str'".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "abc"),
        Err((
            ExcKind::ValueError,
            "Invalid format specifier 'abc' for object of type 'str'".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "."),
        Err((
            ExcKind::ValueError,
            "Format specifier missing precision".to_string()
        ))
    );
    assert_eq!(
        fmt(s("a"), "1111111111111111111111111"),
        Err((
            ExcKind::ValueError,
            "Too many decimal digits in format string".to_string()
        ))
    );
}

#[test]
fn py_other_types() {
    assert_eq!(fmt(Value::None, ""), Ok("None".to_string()));
    assert_eq!(
        fmt(Value::None, "x"),
        Err((
            ExcKind::TypeError,
            "unsupported format string passed to NoneType.__format__".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::list(vec![Value::Int(1), s("a")]), ""),
        Ok("[1, 'a']".to_string())
    );
    assert_eq!(
        fmt(Value::list(vec![Value::Int(1)]), ">5"),
        Err((
            ExcKind::TypeError,
            "unsupported format string passed to list.__format__".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::tuple(vec![Value::Int(1)]), ""),
        Ok("(1,)".to_string())
    );
    assert_eq!(
        fmt(Value::tuple(vec![Value::Int(1)]), "s"),
        Err((
            ExcKind::TypeError,
            "unsupported format string passed to tuple.__format__".to_string()
        ))
    );
    assert_eq!(
        fmt(dict(vec![(s("a"), Value::Int(1))]), ""),
        Ok("{'a': 1}".to_string())
    );
    assert_eq!(
        fmt(dict(vec![(s("a"), Value::Int(1))]), "^3"),
        Err((
            ExcKind::TypeError,
            "unsupported format string passed to dict.__format__".to_string()
        ))
    );
    assert_eq!(fmt(range(0, 3, 1), ""), Ok("range(0, 3)".to_string()));
    assert_eq!(
        fmt(range(0, 3, 1), "d"),
        Err((
            ExcKind::TypeError,
            "unsupported format string passed to range.__format__".to_string()
        ))
    );
}

#[test]
fn py_spec_errors() {
    assert_eq!(
        fmt(Value::Float(1.5), "d"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 'd' for object of type 'float'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(3), ".2d"),
        Err((
            ExcKind::ValueError,
            "Precision not allowed in integer format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(3), ".2c"),
        Err((
            ExcKind::ValueError,
            "Precision not allowed in integer format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(-1), "c"),
        Err((
            ExcKind::OverflowError,
            "%c arg not in range(0x110000)".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1114112), "c"),
        Err((
            ExcKind::OverflowError,
            "%c arg not in range(0x110000)".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), ",_"),
        Err((
            ExcKind::ValueError,
            "Cannot specify both ',' and '_'.".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), "+c"),
        Err((
            ExcKind::ValueError,
            "Sign not allowed with integer format specifier 'c'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), "#c"),
        Err((
            ExcKind::ValueError,
            "Alternate form (#) not allowed with integer format specifier 'c'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(0), "z"),
        Err((
            ExcKind::ValueError,
            "Negative zero coercion (z) not allowed in integer format specifier".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), "abc"),
        Err((
            ExcKind::ValueError,
            "Invalid format specifier 'abc' for object of type 'int'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Float(1.5), "abc"),
        Err((
            ExcKind::ValueError,
            "Invalid format specifier 'abc' for object of type 'float'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), ",,"),
        Err((
            ExcKind::ValueError,
            "Cannot specify ',' with ','.".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), ".,"),
        Err((
            ExcKind::ValueError,
            "Format specifier missing precision".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), ",\u{1}"),
        Err((
            ExcKind::ValueError,
            "Cannot specify ',' with '\\x1'.".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), "\u{1}"),
        Err((
            ExcKind::ValueError,
            "Unknown format code '\\x1' for object of type 'int'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), "\u{e9}"),
        Err((
            ExcKind::ValueError,
            "Unknown format code '\\xe9' for object of type 'int'".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Int(1), "111111111111111111111111111111"),
        Err((
            ExcKind::ValueError,
            "Too many decimal digits in format string".to_string()
        ))
    );
    assert_eq!(
        fmt(Value::Float(1.5), ".999999999999999999999999999999"),
        Err((
            ExcKind::ValueError,
            "Too many decimal digits in format string".to_string()
        ))
    );
    assert_eq!(fmt(Value::Int(5), "\u{663}"), Ok("  5".to_string()));
    assert_eq!(
        fmt(Value::Bool(true), "s"),
        Err((
            ExcKind::ValueError,
            "Unknown format code 's' for object of type 'bool'".to_string()
        ))
    );
    assert_eq!(fmt(Value::Int(1), ""), Ok("1".to_string()));
    assert_eq!(fmt(Value::Int(1), "="), Ok("1".to_string()));
}
