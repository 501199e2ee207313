//! Did-you-mean: the closest known name by edit distance.

/// Levenshtein distance, on chars.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The closest candidate within a distance that scales with the length
/// (a third of it, at least 1), ties broken by candidate order.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (name.chars().count() / 3).max(1);
    let lower = name.to_lowercase();
    candidates
        .into_iter()
        .filter(|c| *c != name)
        // Compared case-blind: a case-only difference is the closest miss.
        .map(|c| (distance(&lower, &c.to_lowercase()), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_typos() {
        assert_eq!(closest("lenn", ["len", "sorted"]), Some("len"));
        assert_eq!(
            closest("read_fil", ["read_file", "find_files"]),
            Some("read_file")
        );
        assert_eq!(closest("xyz", ["len", "sorted"]), None);
        assert_eq!(closest("Len", ["len"]), Some("len"));
    }
}
