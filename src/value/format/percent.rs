//! printf-style `fmt % args`, as CPython's `PyUnicode_Format` does it.

use num_bigint::BigInt;
use num_traits::FromPrimitive;

use super::float_digits::{double_to_string, DtoaFlags};
use super::subscript::getitem_str;
use super::{check_size, int_digits, int_to_f64, push_n, py_ascii, py_repr, py_str, surrogate};
use crate::value::{Exc, PyStr, Value, VmResult};

struct Printf<'a> {
    c: Vec<char>,
    pos: usize,
    /// `fmtcnt < 0` in CPython: a read past the end was attempted.
    exhausted: bool,
    tuple: &'a [Value],
    /// The current single argument (the value, or the mapping's item).
    cur: Value,
    arglen: i64,
    argidx: i64,
    dict: Option<&'a Value>,
}

#[derive(Default)]
struct Conv {
    ch: char,
    ljust: bool,
    sign: bool,
    blank: bool,
    alt: bool,
    zero: bool,
    width: i64,
    prec: i64,
}

impl Printf<'_> {
    fn next_char(&mut self) -> Option<char> {
        if self.exhausted {
            return None;
        }
        match self.c.get(self.pos) {
            Some(&ch) => {
                self.pos += 1;
                Some(ch)
            }
            None => {
                self.exhausted = true;
                None
            }
        }
    }

    fn next_arg(&mut self) -> VmResult<Value> {
        if self.argidx < self.arglen {
            let i = self.argidx;
            self.argidx += 1;
            if self.arglen < 0 {
                Ok(self.cur.clone())
            } else {
                Ok(self.tuple[i as usize].clone())
            }
        } else {
            Err(Exc::type_error("not enough arguments for format string"))
        }
    }

    /// `unicode_format_arg_parse`, positioned just after the `%`.
    fn parse(&mut self) -> VmResult<Conv> {
        let mut a = Conv {
            width: -1,
            prec: -1,
            ..Conv::default()
        };
        a.ch = self.c.get(self.pos).copied().unwrap_or('\0');
        if a.ch == '(' {
            let Some(dict) = self.dict else {
                return Err(Exc::type_error("format requires a mapping"));
            };
            self.pos += 1;
            let keystart = self.pos;
            let mut pcount = 1;
            while pcount > 0 {
                let Some(ch) = self.next_char() else { break };
                a.ch = ch;
                if ch == ')' {
                    pcount -= 1;
                } else if ch == '(' {
                    pcount += 1;
                }
            }
            if self.exhausted || pcount > 0 {
                return Err(Exc::value_error("incomplete format key"));
            }
            let key: String = self.c[keystart..self.pos - 1].iter().collect();
            self.cur = getitem_str(dict, &key)?;
            self.arglen = -1;
            self.argidx = -2;
        }
        while let Some(ch) = self.next_char() {
            a.ch = ch;
            match ch {
                '-' => a.ljust = true,
                '+' => a.sign = true,
                ' ' => a.blank = true,
                '#' => a.alt = true,
                '0' => a.zero = true,
                _ => break,
            }
        }
        if a.ch == '*' {
            let v = self.next_arg()?;
            a.width = match v {
                Value::Bool(b) => b as i64,
                Value::Int(i) => i,
                Value::Big(_) => {
                    return Err(Exc::overflow(
                        "Python int too large to convert to C ssize_t",
                    ))
                }
                _ => return Err(Exc::type_error("* wants int")),
            };
            if a.width < 0 {
                a.ljust = true;
                a.width = a.width.saturating_neg();
            }
            if let Some(ch) = self.next_char() {
                a.ch = ch;
            }
        } else if a.ch.is_ascii_digit() {
            a.width = a.ch as i64 - '0' as i64;
            while let Some(ch) = self.next_char() {
                a.ch = ch;
                if !ch.is_ascii_digit() {
                    break;
                }
                let d = ch as i64 - '0' as i64;
                if a.width > (i64::MAX - d) / 10 {
                    return Err(Exc::value_error("width too big"));
                }
                a.width = a.width * 10 + d;
            }
        }
        if a.ch == '.' {
            a.prec = 0;
            if let Some(ch) = self.next_char() {
                a.ch = ch;
            }
            if a.ch == '*' {
                let v = self.next_arg()?;
                a.prec = match v {
                    Value::Bool(b) => b as i64,
                    Value::Int(i) if i32::try_from(i).is_ok() => i,
                    Value::Int(_) | Value::Big(_) => {
                        return Err(Exc::overflow("Python int too large to convert to C int"))
                    }
                    _ => return Err(Exc::type_error("* wants int")),
                };
                if a.prec < 0 {
                    a.prec = 0;
                }
                if let Some(ch) = self.next_char() {
                    a.ch = ch;
                }
            } else if a.ch.is_ascii_digit() {
                a.prec = a.ch as i64 - '0' as i64;
                while let Some(ch) = self.next_char() {
                    a.ch = ch;
                    if !ch.is_ascii_digit() {
                        break;
                    }
                    let d = ch as i64 - '0' as i64;
                    if a.prec > (i32::MAX as i64 - d) / 10 {
                        return Err(Exc::value_error("precision too big"));
                    }
                    a.prec = a.prec * 10 + d;
                }
            }
        }
        if !self.exhausted && matches!(a.ch, 'h' | 'l' | 'L') {
            if let Some(ch) = self.next_char() {
                a.ch = ch;
            }
        }
        if self.exhausted {
            return Err(Exc::value_error("incomplete format"));
        }
        Ok(a)
    }

    /// `unicode_format_arg_format`: the converted text, and whether it is a
    /// number (whose sign the output step handles).
    fn convert(&mut self, a: &Conv) -> VmResult<(String, bool)> {
        let v = self.next_arg()?;
        match a.ch {
            's' => Ok((py_str(&v)?, false)),
            'r' => Ok((py_repr(&v)?, false)),
            'a' => Ok((py_ascii(&v)?, false)),
            'i' | 'd' | 'u' | 'o' | 'x' | 'X' => Ok((format_long_printf(&v, a)?, true)),
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let x = match &v {
                    Value::Float(f) => *f,
                    other => int_to_f64(other)?,
                };
                let prec = if a.prec < 0 { 6 } else { a.prec };
                check_size(prec, 1)?;
                let flags = DtoaFlags {
                    alt: a.alt,
                    ..DtoaFlags::default()
                };
                Ok((double_to_string(x, a.ch, prec, flags), true))
            }
            'c' => {
                let code = match &v {
                    Value::Str(s) if s.char_len() == 1 => {
                        return Ok((s.as_str().to_string(), false))
                    }
                    Value::Bool(b) => *b as i64,
                    Value::Int(i) => *i,
                    Value::Big(_) => -1,
                    _ => return Err(Exc::type_error("%c requires int or char")),
                };
                if !(0..=0x10ffff).contains(&code) {
                    return Err(Exc::overflow("%c arg not in range(0x110000)"));
                }
                let ch = char::from_u32(code as u32).ok_or_else(surrogate)?;
                Ok((ch.to_string(), false))
            }
            ch => {
                let shown = if (31..=126).contains(&(ch as u32)) {
                    ch
                } else {
                    '?'
                };
                Err(Exc::value_error(format!(
                    "unsupported format character '{shown}' (0x{:x}) at index {}",
                    ch as u32,
                    self.pos - 1
                )))
            }
        }
    }
}

/// `mainformatlong` + `_PyUnicode_FormatLong`.
fn format_long_printf(v: &Value, a: &Conv) -> VmResult<String> {
    let ty = a.ch;
    let wrong = |v: &Value| {
        Exc::type_error(if matches!(ty, 'o' | 'x' | 'X') {
            format!(
                "%{ty} format: an integer is required, not {}",
                v.type_name()
            )
        } else {
            format!(
                "%{ty} format: a real number is required, not {}",
                v.type_name()
            )
        })
    };
    let int_value = match v {
        Value::Bool(_) | Value::Int(_) | Value::Big(_) => v.clone(),
        Value::Float(f) if !matches!(ty, 'o' | 'x' | 'X') => {
            if f.is_nan() {
                return Err(Exc::value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(Exc::overflow("cannot convert float infinity to integer"));
            }
            Value::from_big(BigInt::from_f64(f.trunc()).unwrap_or_default())
        }
        other => return Err(wrong(other)),
    };
    if a.prec > i32::MAX as i64 - 3 {
        return Err(Exc::overflow("precision too large"));
    }
    let (base, prefix) = match ty {
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    let (negative, mut digits) = int_digits(&int_value, base)?;
    if ty == 'X' {
        digits.make_ascii_uppercase();
    }
    let zeros = a.prec - digits.len() as i64;
    check_size(zeros, 1)?;
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if a.alt {
        out.push_str(prefix);
    }
    push_n(&mut out, '0', zeros);
    out.push_str(&digits);
    Ok(out)
}

/// `unicode_format_arg_output`: pad `text` to the width, with the sign and
/// the `0x`/`0o` prefix of numbers placed before zero padding.
fn printf_output(out: &mut String, a: &Conv, text: &str, number: bool) -> VmResult<()> {
    let fill = if number && a.zero { '0' } else { ' ' };
    let chars: Vec<char> = text.chars().collect();
    let mut len = chars.len() as i64;
    if (a.width == -1 || a.width <= len) && (a.prec == -1 || a.prec >= len) && !(a.sign || a.blank)
    {
        out.push_str(text);
        return Ok(());
    }
    if matches!(a.ch, 's' | 'r' | 'a') && a.prec >= 0 && len > a.prec {
        len = a.prec;
    }
    let mut pindex = 0usize;
    let mut signchar = '\0';
    let mut has_sign = number;
    if has_sign {
        let first = chars.first().copied().unwrap_or('\0');
        if first == '-' || first == '+' {
            signchar = first;
            len -= 1;
            pindex += 1;
        } else if a.sign {
            signchar = '+';
        } else if a.blank {
            signchar = ' ';
        } else {
            has_sign = false;
        }
    }
    let mut width = a.width.max(len);
    check_size(width, 1)?;
    let prefixed = a.alt && matches!(a.ch, 'x' | 'X' | 'o');
    if has_sign {
        if fill != ' ' {
            out.push(signchar);
        }
        if width > len {
            width -= 1;
        }
    }
    if prefixed {
        if fill != ' ' {
            out.push('0');
            out.push(a.ch);
            pindex += 2;
        }
        width = (width - 2).max(0);
        len -= 2;
    }
    if width > len && !a.ljust {
        push_n(out, fill, width - len);
        width = len;
    }
    if fill == ' ' {
        if has_sign {
            out.push(signchar);
        }
        if prefixed {
            out.push('0');
            out.push(a.ch);
            pindex += 2;
        }
    }
    if len > 0 {
        out.extend(&chars[pindex..pindex + len as usize]);
    }
    if width > len {
        push_n(out, ' ', width - len);
    }
    Ok(())
}

/// printf-style `fmt % args` (args: a tuple for several values, a dict for %(name)s, else a single value).
pub fn printf(fmt: &PyStr, args: &Value) -> VmResult<Value> {
    let tuple: &[Value] = match args {
        Value::Tuple(t) => &t[..],
        _ => &[],
    };
    let is_tuple = matches!(args, Value::Tuple(_));
    // PyMapping_Check: whatever has mp_subscript, less tuples and strs.
    let dict = matches!(args, Value::Dict(_) | Value::List(_) | Value::Range(_)).then_some(args);
    let mut p = Printf {
        c: fmt.chars().collect(),
        pos: 0,
        exhausted: false,
        tuple,
        cur: args.clone(),
        arglen: if is_tuple { tuple.len() as i64 } else { -1 },
        argidx: if is_tuple { 0 } else { -2 },
        dict,
    };
    let mut out = String::with_capacity(fmt.len() + 16);
    let n = p.c.len();
    while p.pos < n {
        if p.c[p.pos] != '%' {
            let start = p.pos;
            while p.pos < n && p.c[p.pos] != '%' {
                p.pos += 1;
            }
            out.extend(&p.c[start..p.pos]);
            continue;
        }
        p.pos += 1;
        if p.c.get(p.pos) == Some(&'%') {
            out.push('%');
            p.pos += 1;
            continue;
        }
        let a = p.parse()?;
        let (text, number) = p.convert(&a)?;
        printf_output(&mut out, &a, &text, number)?;
        check_size(out.len() as i64, 1)?;
        if p.dict.is_some() && p.argidx < p.arglen {
            return Err(Exc::type_error(
                "not all arguments converted during string formatting",
            ));
        }
    }
    if p.argidx < p.arglen && p.dict.is_none() {
        return Err(Exc::type_error(
            "not all arguments converted during string formatting",
        ));
    }
    Ok(Value::str(out))
}
