//! printf-style `fmt % args`.

use super::*;

#[test]
fn py_printf() {
    assert_eq!(pf("%s", s("x")), Ok("x".to_string()));
    assert_eq!(pf("%s", Value::Int(5)), Ok("5".to_string()));
    assert_eq!(
        pf("%s", Value::tuple(vec![Value::Int(5)])),
        Ok("5".to_string())
    );
    assert_eq!(
        pf(
            "%s",
            Value::tuple(vec![Value::tuple(vec![Value::Int(1), Value::Int(2)])])
        ),
        Ok("(1, 2)".to_string())
    );
    assert_eq!(
        pf("%s", Value::list(vec![Value::Int(1), Value::Int(2)])),
        Ok("[1, 2]".to_string())
    );
    assert_eq!(
        pf("%s", dict(vec![(s("a"), Value::Int(1))])),
        Ok("{'a': 1}".to_string())
    );
    assert_eq!(
        pf("%s %s", Value::tuple(vec![Value::Int(1), s("a")])),
        Ok("1 a".to_string())
    );
    assert_eq!(pf("%r", s("a")), Ok("'a'".to_string()));
    assert_eq!(pf("%a", s("\u{e9}")), Ok("'\\xe9'".to_string()));
    assert_eq!(
        pf(
            "%r %a %s",
            Value::tuple(vec![s("\u{e9}"), s("\u{e9}"), s("\u{e9}")])
        ),
        Ok("'\u{e9}' '\\xe9' \u{e9}".to_string())
    );
    assert_eq!(pf("%d", Value::Int(42)), Ok("42".to_string()));
    assert_eq!(pf("%i", Value::Int(-42)), Ok("-42".to_string()));
    assert_eq!(pf("%u", Value::Int(7)), Ok("7".to_string()));
    assert_eq!(pf("%d", Value::Bool(true)), Ok("1".to_string()));
    assert_eq!(pf("%d", Value::Float(3.7)), Ok("3".to_string()));
    assert_eq!(pf("%d", Value::Float(-3.7)), Ok("-3".to_string()));
    assert_eq!(
        pf("%d", big("400000000000000000")),
        Ok("1180591620717411303424".to_string())
    );
    assert_eq!(
        pf(
            "%5d|%-5d|%05d",
            Value::tuple(vec![Value::Int(1), Value::Int(2), Value::Int(3)])
        ),
        Ok("    1|2    |00003".to_string())
    );
    assert_eq!(
        pf(
            "%+d % d %+d",
            Value::tuple(vec![Value::Int(1), Value::Int(1), Value::Int(-1)])
        ),
        Ok("+1  1 -1".to_string())
    );
    assert_eq!(
        pf(
            "%x %X %o",
            Value::tuple(vec![Value::Int(255), Value::Int(255), Value::Int(8)])
        ),
        Ok("ff FF 10".to_string())
    );
    assert_eq!(
        pf(
            "%#x %#X %#o",
            Value::tuple(vec![Value::Int(255), Value::Int(255), Value::Int(8)])
        ),
        Ok("0xff 0XFF 0o10".to_string())
    );
    assert_eq!(
        pf(
            "%#08x|%+#08x|%#08o|%-#8o|",
            Value::tuple(vec![
                Value::Int(255),
                Value::Int(255),
                Value::Int(8),
                Value::Int(8)
            ])
        ),
        Ok("0x0000ff|+0x000ff|0o000010|0o10    |".to_string())
    );
    assert_eq!(pf("%x", Value::Int(-255)), Ok("-ff".to_string()));
    assert_eq!(pf("%.5x", Value::Int(255)), Ok("000ff".to_string()));
    assert_eq!(pf("%#.5x", Value::Int(255)), Ok("0x000ff".to_string()));
    assert_eq!(
        pf(
            "%05s|%-05d|%-+05d|% 05d|%+5s",
            Value::tuple(vec![
                s("a"),
                Value::Int(3),
                Value::Int(3),
                Value::Int(3),
                s("b")
            ])
        ),
        Ok("    a|3    |+3   | 0003|    b".to_string())
    );
    assert_eq!(pf("%f", Value::Float(1.5)), Ok("1.500000".to_string()));
    assert_eq!(pf("%F", Value::Float(f64::NAN)), Ok("NAN".to_string()));
    assert_eq!(
        pf("%e", Value::Float(12345.678)),
        Ok("1.234568e+04".to_string())
    );
    assert_eq!(pf("%E", Value::Float(f64::INFINITY)), Ok("INF".to_string()));
    assert_eq!(pf("%g", Value::Float(1e-05)), Ok("1e-05".to_string()));
    assert_eq!(pf("%G", Value::Float(1e+100)), Ok("1E+100".to_string()));
    assert_eq!(pf("%.2f", Value::Float(2.675)), Ok("2.67".to_string()));
    assert_eq!(pf("%.0f", Value::Float(0.5)), Ok("0".to_string()));
    assert_eq!(pf("%.0f", Value::Float(1.5)), Ok("2".to_string()));
    assert_eq!(pf("%#.0f", Value::Float(1.0)), Ok("1.".to_string()));
    assert_eq!(pf("%#.3g", Value::Float(1.0)), Ok("1.00".to_string()));
    assert_eq!(pf("%+.3g", Value::Float(2.0)), Ok("+2".to_string()));
    assert_eq!(
        pf("%08.3f", Value::Float(-4.56789)),
        Ok("-004.568".to_string())
    );
    assert_eq!(pf("% f", Value::Float(1.0)), Ok(" 1.000000".to_string()));
    assert_eq!(
        pf("%-8.2e|", Value::Float(3.0)),
        Ok("3.00e+00|".to_string())
    );
    assert_eq!(
        pf("%08f", Value::Float(f64::NEG_INFINITY)),
        Ok("-0000inf".to_string())
    );
    assert_eq!(pf("%08.2f", Value::Float(-0.0)), Ok("-0000.00".to_string()));
    assert_eq!(pf("%f", Value::Int(5)), Ok("5.000000".to_string()));
    assert_eq!(
        pf("%.3f", big("400000000000000000")),
        Ok("1180591620717411303424.000".to_string())
    );
    assert_eq!(pf("%c", Value::Int(65)), Ok("A".to_string()));
    assert_eq!(pf("%c", s("z")), Ok("z".to_string()));
    assert_eq!(
        pf("%3c|%-3c|", Value::tuple(vec![s("z"), Value::Int(65)])),
        Ok("  z|A  |".to_string())
    );
    assert_eq!(pf("%c", Value::Int(128512)), Ok("\u{1f600}".to_string()));
    assert_eq!(pf("%5.1s|", s("abc")), Ok("    a|".to_string()));
    assert_eq!(pf("%.0s|", s("x")), Ok("|".to_string()));
    assert_eq!(pf("%5r", s("a")), Ok("  'a'".to_string()));
    assert_eq!(
        pf("%*d|", Value::tuple(vec![Value::Int(5), Value::Int(1)])),
        Ok("    1|".to_string())
    );
    assert_eq!(
        pf("%-*d|", Value::tuple(vec![Value::Int(5), Value::Int(1)])),
        Ok("1    |".to_string())
    );
    assert_eq!(
        pf("%*d|", Value::tuple(vec![Value::Int(-5), Value::Int(1)])),
        Ok("1    |".to_string())
    );
    assert_eq!(
        pf(
            "%.*f",
            Value::tuple(vec![Value::Int(2), Value::Float(4.56789)])
        ),
        Ok("4.57".to_string())
    );
    assert_eq!(
        pf(
            "%.*f",
            Value::tuple(vec![Value::Int(-3), Value::Float(1.5)])
        ),
        Ok("2".to_string())
    );
    assert_eq!(
        pf(
            "%*.*f|",
            Value::tuple(vec![Value::Int(10), Value::Int(3), Value::Float(4.56789)])
        ),
        Ok("     4.568|".to_string())
    );
    assert_eq!(
        pf(
            "%ld %hi %Lf",
            Value::tuple(vec![Value::Int(1), Value::Int(2), Value::Float(3.0)])
        ),
        Ok("1 2 3.000000".to_string())
    );
    assert_eq!(pf("100%% %s", s("ok")), Ok("100% ok".to_string()));
    assert_eq!(pf("%%", Value::tuple(vec![])), Ok("%".to_string()));
    assert_eq!(
        pf(
            "%(a)s|%(a)r|%(b)5d",
            dict(vec![(s("a"), s("x")), (s("b"), Value::Int(7))])
        ),
        Ok("x|'x'|    7".to_string())
    );
    assert_eq!(
        pf("%((a))s", dict(vec![(s("(a)"), Value::Int(1))])),
        Ok("1".to_string())
    );
    assert_eq!(
        pf("%s", Value::tuple(vec![])),
        Err((
            ExcKind::TypeError,
            "not enough arguments for format string".to_string()
        ))
    );
    assert_eq!(
        pf("%s %s", Value::tuple(vec![Value::Int(1)])),
        Err((
            ExcKind::TypeError,
            "not enough arguments for format string".to_string()
        ))
    );
    assert_eq!(
        pf("%s", Value::tuple(vec![Value::Int(1), Value::Int(2)])),
        Err((
            ExcKind::TypeError,
            "not all arguments converted during string formatting".to_string()
        ))
    );
    assert_eq!(
        pf("hello", Value::Int(5)),
        Err((
            ExcKind::TypeError,
            "not all arguments converted during string formatting".to_string()
        ))
    );
    assert_eq!(
        pf("hello", Value::list(vec![Value::Int(1)])),
        Ok("hello".to_string())
    );
    assert_eq!(pf("hello", dict(vec![])), Ok("hello".to_string()));
    assert_eq!(
        pf("hello", s("x")),
        Err((
            ExcKind::TypeError,
            "not all arguments converted during string formatting".to_string()
        ))
    );
    assert_eq!(
        pf("%(a)s", Value::tuple(vec![Value::Int(1)])),
        Err((ExcKind::TypeError, "format requires a mapping".to_string()))
    );
    assert_eq!(
        pf("%(a)s", Value::Int(5)),
        Err((ExcKind::TypeError, "format requires a mapping".to_string()))
    );
    assert_eq!(
        pf("%(a)s", dict(vec![])),
        Err((ExcKind::KeyError, "'a'".to_string()))
    );
    assert_eq!(
        pf("%(a)s", Value::list(vec![Value::Int(1)])),
        Err((
            ExcKind::TypeError,
            "list indices must be integers or slices, not str".to_string()
        ))
    );
    assert_eq!(
        pf("%(a", dict(vec![(s("a"), Value::Int(1))])),
        Err((ExcKind::ValueError, "incomplete format key".to_string()))
    );
    assert_eq!(
        pf("%(a)", dict(vec![(s("a"), Value::Int(1))])),
        Err((ExcKind::ValueError, "incomplete format".to_string()))
    );
    assert_eq!(
        pf("%", Value::tuple(vec![])),
        Err((ExcKind::ValueError, "incomplete format".to_string()))
    );
    assert_eq!(
        pf("abc%", Value::tuple(vec![])),
        Err((ExcKind::ValueError, "incomplete format".to_string()))
    );
    assert_eq!(
        pf("%5", Value::Int(1)),
        Err((ExcKind::ValueError, "incomplete format".to_string()))
    );
    assert_eq!(
        pf("%.", Value::Int(1)),
        Err((ExcKind::ValueError, "incomplete format".to_string()))
    );
    assert_eq!(
        pf("%l", Value::Int(5)),
        Err((ExcKind::ValueError, "incomplete format".to_string()))
    );
    assert_eq!(
        pf("%y", Value::Int(1)),
        Err((
            ExcKind::ValueError,
            "unsupported format character 'y' (0x79) at index 1".to_string()
        ))
    );
    assert_eq!(
        pf("abc %y", Value::Int(1)),
        Err((
            ExcKind::ValueError,
            "unsupported format character 'y' (0x79) at index 5".to_string()
        ))
    );
    assert_eq!(
        pf("%y", Value::tuple(vec![])),
        Err((
            ExcKind::TypeError,
            "not enough arguments for format string".to_string()
        ))
    );
    assert_eq!(
        pf("%\u{e9}", Value::Int(5)),
        Err((
            ExcKind::ValueError,
            "unsupported format character '?' (0xe9) at index 1".to_string()
        ))
    );
    assert_eq!(
        pf("%\u{1}", Value::Int(5)),
        Err((
            ExcKind::ValueError,
            "unsupported format character '?' (0x1) at index 1".to_string()
        ))
    );
    assert_eq!(
        pf("%d", s("x")),
        Err((
            ExcKind::TypeError,
            "%d format: a real number is required, not str".to_string()
        ))
    );
    assert_eq!(
        pf("%i", Value::None),
        Err((
            ExcKind::TypeError,
            "%i format: a real number is required, not NoneType".to_string()
        ))
    );
    assert_eq!(
        pf("%x", Value::Float(3.0)),
        Err((
            ExcKind::TypeError,
            "%x format: an integer is required, not float".to_string()
        ))
    );
    assert_eq!(
        pf("%x", s("a")),
        Err((
            ExcKind::TypeError,
            "%x format: an integer is required, not str".to_string()
        ))
    );
    assert_eq!(
        pf("%o", Value::list(vec![Value::Int(1)])),
        Err((
            ExcKind::TypeError,
            "%o format: an integer is required, not list".to_string()
        ))
    );
    assert_eq!(
        pf("%f", s("a")),
        Err((
            ExcKind::TypeError,
            "must be real number, not str".to_string()
        ))
    );
    assert_eq!(
        pf("%e", Value::None),
        Err((
            ExcKind::TypeError,
            "must be real number, not NoneType".to_string()
        ))
    );
    assert_eq!(
        pf("%c", Value::Float(1.5)),
        Err((ExcKind::TypeError, "%c requires int or char".to_string()))
    );
    assert_eq!(
        pf("%c", s("ab")),
        Err((ExcKind::TypeError, "%c requires int or char".to_string()))
    );
    assert_eq!(
        pf("%c", Value::Int(-1)),
        Err((
            ExcKind::OverflowError,
            "%c arg not in range(0x110000)".to_string()
        ))
    );
    assert_eq!(
        pf("%c", Value::Int(1114112)),
        Err((
            ExcKind::OverflowError,
            "%c arg not in range(0x110000)".to_string()
        ))
    );
    assert_eq!(
        pf("%c", big("400000000000000000")),
        Err((
            ExcKind::OverflowError,
            "%c arg not in range(0x110000)".to_string()
        ))
    );
    assert_eq!(
        pf("%d", Value::Float(f64::NAN)),
        Err((
            ExcKind::ValueError,
            "cannot convert float NaN to integer".to_string()
        ))
    );
    assert_eq!(
        pf("%d", Value::Float(f64::INFINITY)),
        Err((
            ExcKind::OverflowError,
            "cannot convert float infinity to integer".to_string()
        ))
    );
    assert_eq!(
        pf("%*d", Value::tuple(vec![Value::Float(3.0), Value::Int(1)])),
        Err((ExcKind::TypeError, "* wants int".to_string()))
    );
    assert_eq!(
        pf(
            "%*d",
            Value::tuple(vec![big("400000000000000000"), Value::Int(1)])
        ),
        Err((
            ExcKind::OverflowError,
            "Python int too large to convert to C ssize_t".to_string()
        ))
    );
    assert_eq!(
        pf(
            "%.*d",
            Value::tuple(vec![Value::Int(1099511627776), Value::Int(1)])
        ),
        Err((
            ExcKind::OverflowError,
            "Python int too large to convert to C int".to_string()
        ))
    );
    assert_eq!(
        pf("%.2147483648f", Value::Float(1.0)),
        Err((ExcKind::ValueError, "precision too big".to_string()))
    );
    assert_eq!(
        pf("%99999999999999999999d", Value::Int(1)),
        Err((ExcKind::ValueError, "width too big".to_string()))
    );
    assert_eq!(
        pf("%.2147483647d", Value::Int(1)),
        Err((ExcKind::OverflowError, "precision too large".to_string()))
    );
    assert_eq!(pf("%s", big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
    assert_eq!(
        pf("%s %s", Value::list(vec![Value::Int(1), Value::Int(2)])),
        Err((
            ExcKind::TypeError,
            "not enough arguments for format string".to_string()
        ))
    );
    assert_eq!(pf("%s", range(0, 3, 1)), Ok("range(0, 3)".to_string()));
    assert_eq!(
        pf("%(x)s", range(0, 3, 1)),
        Err((
            ExcKind::TypeError,
            "range indices must be integers or slices, not str".to_string()
        ))
    );
}
