//! `str.format` and `str.format_map`.

use super::*;

#[test]
fn py_str_format() {
    assert_eq!(sf("{}", vec![Value::Int(1)], vec![]), Ok("1".to_string()));
    assert_eq!(
        sf("{} {}", vec![s("a"), s("b")], vec![]),
        Ok("a b".to_string())
    );
    assert_eq!(
        sf("{0}{1}{0}", vec![s("a"), s("b")], vec![]),
        Ok("aba".to_string())
    );
    assert_eq!(
        sf("{1}{0}", vec![s("a"), s("b")], vec![]),
        Ok("ba".to_string())
    );
    assert_eq!(
        sf(
            "{x}-{y}",
            vec![],
            vec![("x", Value::Int(1)), ("y", Value::Int(2))]
        ),
        Ok("1-2".to_string())
    );
    assert_eq!(
        sf("{a}{}", vec![Value::Int(1)], vec![("a", Value::Int(2))]),
        Ok("21".to_string())
    );
    assert_eq!(
        sf(
            "{0[1]}",
            vec![Value::list(vec![Value::Int(1), Value::Int(2)])],
            vec![]
        ),
        Ok("2".to_string())
    );
    assert_eq!(
        sf("{0[a]}", vec![dict(vec![(s("a"), Value::Int(5))])], vec![]),
        Ok("5".to_string())
    );
    assert_eq!(
        sf(
            "{0[0][1]}",
            vec![Value::list(vec![Value::list(vec![
                Value::Int(1),
                Value::Int(2)
            ])])],
            vec![]
        ),
        Ok("2".to_string())
    );
    assert_eq!(
        sf("{x[k]}", vec![], vec![("x", dict(vec![(s("k"), s("v"))]))]),
        Ok("v".to_string())
    );
    assert_eq!(
        sf(
            "{0[1]}",
            vec![Value::tuple(vec![Value::Int(1), s("b")])],
            vec![]
        ),
        Ok("b".to_string())
    );
    assert_eq!(sf("{0[1]}", vec![s("xyz")], vec![]), Ok("y".to_string()));
    assert_eq!(
        sf("{0[2]}", vec![range(0, 10, 3)], vec![]),
        Ok("6".to_string())
    );
    assert_eq!(
        sf(
            "{0[1]}",
            vec![dict(vec![(Value::Int(1), s("one"))])],
            vec![]
        ),
        Ok("one".to_string())
    );
    assert_eq!(
        sf("{0[0]}", vec![dict(vec![(s("0"), s("str key"))])], vec![]),
        Err((ExcKind::KeyError, "0".to_string()))
    );
    assert_eq!(sf("{0!r}", vec![s("a")], vec![]), Ok("'a'".to_string()));
    assert_eq!(
        sf("{0!s}", vec![Value::Float(1.5)], vec![]),
        Ok("1.5".to_string())
    );
    assert_eq!(
        sf("{0!a}", vec![s("\u{e9}")], vec![]),
        Ok("'\\xe9'".to_string())
    );
    assert_eq!(
        sf("{0!r:^9}", vec![s("x")], vec![]),
        Ok("   'x'   ".to_string())
    );
    assert_eq!(
        sf("{x!r:>5}", vec![], vec![("x", s("a"))]),
        Ok("  'a'".to_string())
    );
    assert_eq!(sf("{!r:}", vec![s("a")], vec![]), Ok("'a'".to_string()));
    assert_eq!(sf("{:>5}", vec![s("a")], vec![]), Ok("    a".to_string()));
    assert_eq!(
        sf("{:*^9,}", vec![Value::Int(12345)], vec![]),
        Ok("*12,345**".to_string())
    );
    assert_eq!(
        sf("{:.3f}", vec![Value::Float(2.0)], vec![]),
        Ok("2.000".to_string())
    );
    assert_eq!(
        sf("{0:{1}}", vec![s("a"), Value::Int(5)], vec![]),
        Ok("a    ".to_string())
    );
    assert_eq!(
        sf("{:{}}", vec![s("a"), Value::Int(5)], vec![]),
        Ok("a    ".to_string())
    );
    assert_eq!(
        sf(
            "{:{}.{}}",
            vec![Value::Float(4.56789), Value::Int(10), Value::Int(3)],
            vec![]
        ),
        Ok("      4.57".to_string())
    );
    assert_eq!(
        sf(
            "{:>{w}.{p}f}",
            vec![Value::Float(4.56789)],
            vec![("w", Value::Int(10)), ("p", Value::Int(2))]
        ),
        Ok("      4.57".to_string())
    );
    assert_eq!(
        sf(
            "{0:{1}{2}}",
            vec![Value::Int(5), s("<"), Value::Int(4)],
            vec![]
        ),
        Ok("5   ".to_string())
    );
    assert_eq!(sf("{{}}", vec![], vec![]), Ok("{}".to_string()));
    assert_eq!(
        sf("{{{0}}}", vec![Value::Int(1)], vec![]),
        Ok("{1}".to_string())
    );
    assert_eq!(
        sf("x{}y{{z}}", vec![s("!")], vec![]),
        Ok("x!y{z}".to_string())
    );
    assert_eq!(
        sf("{}", vec![Value::list(vec![Value::Int(1), s("a")])], vec![]),
        Ok("[1, 'a']".to_string())
    );
    assert_eq!(
        sf("{:}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Ok("[1]".to_string())
    );
    assert_eq!(
        sf("{!s:>4}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Ok(" [1]".to_string())
    );
    assert_eq!(sf("{}", vec![Value::None], vec![]), Ok("None".to_string()));
    assert_eq!(
        sf("{}", vec![Value::Bool(true)], vec![]),
        Ok("True".to_string())
    );
    assert_eq!(
        sf("{:d}", vec![Value::Bool(true)], vec![]),
        Ok("1".to_string())
    );
    assert_eq!(
        sf("{}", vec![big("400000000000000000")], vec![]),
        Ok("1180591620717411303424".to_string())
    );
    assert_eq!(
        sf("{:,}", vec![big("400000000000000000")], vec![]),
        Ok("1,180,591,620,717,411,303,424".to_string())
    );
    assert_eq!(
        sf("{}", vec![Value::Float(-0.0)], vec![]),
        Ok("-0.0".to_string())
    );
    assert_eq!(
        sf("{0[{]}", vec![dict(vec![(s("{"), Value::Int(7))])], vec![]),
        Ok("7".to_string())
    );
    assert_eq!(
        sf("{0[:]}", vec![dict(vec![(s(":"), Value::Int(7))])], vec![]),
        Ok("7".to_string())
    );
    assert_eq!(
        sf("{\u{661}}", vec![Value::Int(1), Value::Int(2)], vec![]),
        Ok("2".to_string())
    );
    assert_eq!(
        sf("{ }", vec![], vec![(" ", Value::Int(1))]),
        Ok("1".to_string())
    );
    assert_eq!(
        sf(
            "{:{:{}}}",
            vec![Value::Int(1), Value::Int(2), Value::Int(3)],
            vec![]
        ),
        Err((
            ExcKind::ValueError,
            "Max string recursion exceeded".to_string()
        ))
    );
    assert_eq!(
        sf(
            "{0:{1:{2}}}",
            vec![Value::Int(1), Value::Int(2), Value::Int(3)],
            vec![]
        ),
        Err((
            ExcKind::ValueError,
            "Max string recursion exceeded".to_string()
        ))
    );
    assert_eq!(
        sf("{", vec![], vec![]),
        Err((
            ExcKind::ValueError,
            "Single '{' encountered in format string".to_string()
        ))
    );
    assert_eq!(
        sf("}", vec![], vec![]),
        Err((
            ExcKind::ValueError,
            "Single '}' encountered in format string".to_string()
        ))
    );
    assert_eq!(
        sf("a}b", vec![], vec![]),
        Err((
            ExcKind::ValueError,
            "Single '}' encountered in format string".to_string()
        ))
    );
    assert_eq!(
        sf("{}}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "Single '}' encountered in format string".to_string()
        ))
    );
    assert_eq!(
        sf("{{}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "Single '}' encountered in format string".to_string()
        ))
    );
    assert_eq!(
        sf("{0", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "expected '}' before end of string".to_string()
        ))
    );
    assert_eq!(
        sf("{0!", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "end of string while looking for conversion specifier".to_string()
        ))
    );
    assert_eq!(
        sf("{0!r", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "unmatched '{' in format spec".to_string()
        ))
    );
    assert_eq!(
        sf("{!}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "unmatched '{' in format spec".to_string()
        ))
    );
    assert_eq!(
        sf("{!}x", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "expected ':' after conversion specifier".to_string()
        ))
    );
    assert_eq!(
        sf("{!rr}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "expected ':' after conversion specifier".to_string()
        ))
    );
    assert_eq!(
        sf("{0:", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "unmatched '{' in format spec".to_string()
        ))
    );
    assert_eq!(
        sf("{a{b}", vec![], vec![]),
        Err((
            ExcKind::ValueError,
            "unexpected '{' in field name".to_string()
        ))
    );
    assert_eq!(
        sf("{0!x}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "Unknown conversion specifier x".to_string()
        ))
    );
    assert_eq!(
        sf("{}", vec![], vec![]),
        Err((
            ExcKind::IndexError,
            "Replacement index 0 out of range for positional args tuple".to_string()
        ))
    );
    assert_eq!(
        sf("{1}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::IndexError,
            "Replacement index 1 out of range for positional args tuple".to_string()
        ))
    );
    assert_eq!(
        sf("{name}", vec![], vec![]),
        Err((ExcKind::KeyError, "'name'".to_string()))
    );
    assert_eq!(
        sf("{0}{}", vec![Value::Int(1), Value::Int(2)], vec![]),
        Err((
            ExcKind::ValueError,
            "cannot switch from manual field specification to automatic field numbering"
                .to_string()
        ))
    );
    assert_eq!(
        sf("{}{0}", vec![Value::Int(1), Value::Int(2)], vec![]),
        Err((
            ExcKind::ValueError,
            "cannot switch from automatic field numbering to manual field specification"
                .to_string()
        ))
    );
    assert_eq!(
        sf("{0.}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "Empty attribute in format string".to_string()
        ))
    );
    assert_eq!(
        sf("{0[]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((
            ExcKind::ValueError,
            "Empty attribute in format string".to_string()
        ))
    );
    assert_eq!(
        sf("{0[0}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((
            ExcKind::ValueError,
            "expected '}' before end of string".to_string()
        ))
    );
    assert_eq!(
        sf("{0]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((ExcKind::KeyError, "'0]'".to_string()))
    );
    assert_eq!(
        sf("{0[0]x}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((
            ExcKind::ValueError,
            "Only '.' or '[' may follow ']' in format field specifier".to_string()
        ))
    );
    assert_eq!(
        sf("{0[-1]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((
            ExcKind::TypeError,
            "list indices must be integers or slices, not str".to_string()
        ))
    );
    assert_eq!(
        sf("{0[1]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((ExcKind::IndexError, "list index out of range".to_string()))
    );
    assert_eq!(
        sf("{0[1]}", vec![Value::tuple(vec![Value::Int(1)])], vec![]),
        Err((ExcKind::IndexError, "tuple index out of range".to_string()))
    );
    assert_eq!(
        sf("{0[5]}", vec![s("ab")], vec![]),
        Err((ExcKind::IndexError, "string index out of range".to_string()))
    );
    assert_eq!(
        sf("{0[5]}", vec![range(0, 2, 1)], vec![]),
        Err((
            ExcKind::IndexError,
            "range object index out of range".to_string()
        ))
    );
    assert_eq!(
        sf("{0[a]}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((
            ExcKind::TypeError,
            "list indices must be integers or slices, not str".to_string()
        ))
    );
    assert_eq!(
        sf("{0[a]}", vec![Value::tuple(vec![Value::Int(1)])], vec![]),
        Err((
            ExcKind::TypeError,
            "tuple indices must be integers or slices, not str".to_string()
        ))
    );
    assert_eq!(
        sf("{0[a]}", vec![range(0, 1, 1)], vec![]),
        Err((
            ExcKind::TypeError,
            "range indices must be integers or slices, not str".to_string()
        ))
    );
    assert_eq!(
        sf("{0[a]}", vec![s("abc")], vec![]),
        Err((
            ExcKind::TypeError,
            "string indices must be integers, not 'str'".to_string()
        ))
    );
    assert_eq!(
        sf("{0[0]}", vec![Value::Int(5)], vec![]),
        Err((
            ExcKind::TypeError,
            "'int' object is not subscriptable".to_string()
        ))
    );
    assert_eq!(
        sf("{0[a]}", vec![Value::None], vec![]),
        Err((
            ExcKind::TypeError,
            "'NoneType' object is not subscriptable".to_string()
        ))
    );
    assert_eq!(
        sf("{0[a]}", vec![dict(vec![])], vec![]),
        Err((ExcKind::KeyError, "'a'".to_string()))
    );
    assert_eq!(
        sf("{0[0]}", vec![dict(vec![])], vec![]),
        Err((ExcKind::KeyError, "0".to_string()))
    );
    assert_eq!(
        sf("{:d}", vec![s("a")], vec![]),
        Err((
            ExcKind::ValueError,
            "Unknown format code 'd' for object of type 'str'".to_string()
        ))
    );
    assert_eq!(
        sf("{:s}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "Unknown format code 's' for object of type 'int'".to_string()
        ))
    );
    assert_eq!(
        sf("{:x}", vec![Value::Float(1.5)], vec![]),
        Err((
            ExcKind::ValueError,
            "Unknown format code 'x' for object of type 'float'".to_string()
        ))
    );
    assert_eq!(
        sf("{:{}}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::IndexError,
            "Replacement index 1 out of range for positional args tuple".to_string()
        ))
    );
    assert_eq!(
        sf("{0:{a}}", vec![Value::Int(1)], vec![]),
        Err((ExcKind::KeyError, "'a'".to_string()))
    );
    assert_eq!(
        sf("{:>5}", vec![Value::list(vec![Value::Int(1)])], vec![]),
        Err((
            ExcKind::TypeError,
            "unsupported format string passed to list.__format__".to_string()
        ))
    );
    assert_eq!(sf("{}", vec![big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")], vec![]), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
    assert_eq!(sf("{!r}", vec![big("31e20801036510f3c591fde5361dc619987896700f4451e1c85ce19029146ae88803ffabbeab14ba3f3e0ad3674348e2a33e76dc901f3ed3e1dc0e1128998eaff073ffb329c516fc89b76d29695cacda39549394358c229554ff778a46102881147e479802882acda05333319cd769bd74f0f33cc0c57f4e1c2adf51aa1beceb32a78da8c60cc36a580e5e2bfd9ddd2ca8536316bc8acd2d5449f5abf7d1cd6f79a32c697a4376b4fc194c5da4085a09c4e3f77d38f57f433d457ce0476e3373342c7f20cdce345db8c0ea480eff573220b15a3ff7e29c2c5a14b2cd9007dcfd19fe81da53af4144faa6d495206a1f1a1b9430c4a228a22f2a9a2c0cb9ed53c66d67ebe38df7881d1fff42d20495d028efd662d2e4904547beee140ea4eb3c1bc971e05e83e2811c3491aa535d2164b294c1f9af0574fc671bc8561d8ba30b9b5dd79177e8463a5546cd498abef25e88142a3d9d26d3b539455d90a06d81fd69ba79ed2f159c136404be0cc7857ba82db48f88beaeb8b7af9a99e38be7e76767b9d1f9657bc54a2662d8ce64fab624e0417c60c797f8d294d69dc3eb0f9d673ed6a2dfbc64445bb92bec946db2995568bbd8259543ba7c2268505e45b76236a06370da474416255493a33b7b72bf80e85b3e90aeb600da52b387b8e66f83a69323c005cf22d2c10acbbb37d33f4db56bb9e02e6e2dcc25022049d99f76a188d94bd03802df170caeaade60e72101f4b42c3cf98a859ade07e579b3aa5b05ec27b8b50531a3f351bf4675e6600fe0f4d31a30ee505dfe0cebf7c02fbddd3e7ce9972e0edef93db975c8370cae134278c1b9cf83bfe511099996c1870a19ac00cfaa0bbe0e285606b4da653011677bd5234b2ce6a757ba23a6f3a68b2601899141754fa80f51d45167d35a355a95e812a2652f696b494672692a6b96bc14827af1535064af2cbf7d468e98d62c89540c7ebd808606648d4da413b5d71fc121323b5d3a9d0633444eefd31e2dea2f0b8f38e77bcb95da4188035d2199b5b628152138b272826d5a3fb65885f89823dacb42065cc9944669027aaadc19b33319886d480ed2caa630d5366bedb4a39747a9c35ba6a46c07bd554f5fb4e4f5212aa15045dce636f65c0678180c335a3de853a2dfafa6f9faa81ede053d67d341ab8b542578da1931a8518b194d0c630510b8e55ba1fef3953bf10445994f14bf1e886bd71eaa861a0dd775890e5adac34db339754ba63f34cc1d792fafe714a8b2eadd0c2c3dc940adad2918cdbe77bbbb155ca916681f4e5e78d77fd42a0ba0ab95402a6fbe6d8f5bf93f5b1a6aaf5fd86b8346881f7b4a667dfa95ff53c828a5bf08559fdfc8c872f05a442418c175eb2275a65953aed0130c0605382c7bb61f07a65561047f29e2838b47b099540b8eed19c5af6ab819fe9299bc9bc499d025ed9d13a4f0bceb731b831c3bd9b1585b86714897806a8e1016b3039fae10693d820312f861f222bb283fca834b202024a8f05ef15f2fd44d19bad99b738394d51ecabab66885904737948d80c3c6481a378480948ff4b835ac149de4966239b581ef99ea170315b8271fa5247d55f053c525d43c0480c01c99ec6c0705cde5d6628553c3f14b03f8cebec2b17b53e2bc06660d5e0779ec35848a65f16ee2c16dbc49d056e19a3b63915264dc06d7a66bfc1f7fafe64007d55525b1059732a42a4609aec81477861dd3f53af7aede6966dbbe4d52bdf9a66c9f752b08b5f7dfdfba7c6a6ccc80a93bad13a5922f949bb3e5d9e50c8c09b9198b3efbf619e9aba34ff86d4a28d5c491db33c5e745e6f592f8453986a08d4a8335d486d51cc654236818991e6f4957f4c22b2c7c1d196c620bed5789ae0d57819f312f0568897382d31c670e0182f1912d6c6560dd6b514f5dd88254a8cd0e7888323c7cc0353a9761179e972e41c8832119525b93d99a76cc3b67dc1495aec566bc2c8990678e4ce171cb0b703a4204015d0c7ebb97c3467df161284b946b80a4b23a3180fc7e63f868bdc39741193b71470d427e100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")], vec![]), Err((ExcKind::ValueError, "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit".to_string())));
    assert_eq!(
        sf("{99999999999999999999}", vec![Value::Int(1)], vec![]),
        Err((
            ExcKind::ValueError,
            "Too many decimal digits in format string".to_string()
        ))
    );
}

#[test]
fn py_format_map() {
    assert_eq!(
        fm("{a}", dict(vec![(s("a"), Value::Int(1))])),
        Ok("1".to_string())
    );
    assert_eq!(
        fm(
            "{a:{b}}",
            dict(vec![(s("a"), Value::Int(1)), (s("b"), Value::Int(4))])
        ),
        Ok("   1".to_string())
    );
    assert_eq!(
        fm(
            "{a[0]}",
            dict(vec![(s("a"), Value::list(vec![Value::Int(5)]))])
        ),
        Ok("5".to_string())
    );
    assert_eq!(
        fm("{}", dict(vec![(s("a"), Value::Int(1))])),
        Err((
            ExcKind::ValueError,
            "Format string contains positional fields".to_string()
        ))
    );
    assert_eq!(
        fm("{0}", dict(vec![])),
        Err((
            ExcKind::ValueError,
            "Format string contains positional fields".to_string()
        ))
    );
    assert_eq!(
        fm("{a}", dict(vec![])),
        Err((ExcKind::KeyError, "'a'".to_string()))
    );
    assert_eq!(
        fm("{a}", Value::list(vec![Value::Int(1)])),
        Err((
            ExcKind::TypeError,
            "list indices must be integers or slices, not str".to_string()
        ))
    );
    assert_eq!(
        fm("{x}", range(0, 2, 1)),
        Err((
            ExcKind::TypeError,
            "range indices must be integers or slices, not str".to_string()
        ))
    );
    assert_eq!(
        fm("{x}", s("s")),
        Err((
            ExcKind::TypeError,
            "string indices must be integers, not 'str'".to_string()
        ))
    );
    assert_eq!(
        fm("{a}{}", dict(vec![(s("a"), Value::Int(1))])),
        Err((
            ExcKind::ValueError,
            "Format string contains positional fields".to_string()
        ))
    );
}
