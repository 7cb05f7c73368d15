//! Nearest ids: what an unknown strategy id was probably meant to be, so
//! an error can say "did you mean x-wing?" instead of listing all ids.

use super::REGISTRY;
use crate::solver;

/// Up to three registry ids closest to `id`, closest first: ids holding it
/// (`wing` finds the wings), then ids within a few edits (`xwing`); none if
/// nothing is close.
pub fn nearest_ids(id: &str) -> Vec<&'static str> {
    let id = id.to_ascii_lowercase();
    let mut scored: Vec<(bool, usize, &'static str)> = REGISTRY
        .iter()
        .filter(|s| solver::left_out_by_default(s.id).is_none())
        .map(|s| {
            let holds = id.len() >= 3 && s.id.contains(id.as_str());
            let d = if holds {
                s.id.len() - id.len()
            } else {
                edit_distance(&id, s.id)
            };
            (!holds, d, s.id)
        })
        .filter(|&(far, d, _)| !far || d <= (id.len() / 3).clamp(1, 3))
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|(_, _, s)| s).collect()
}

/// Levenshtein distance over bytes (ids are ASCII).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let next = (diagonal + usize::from(x != y))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_ids_hold_the_text_or_are_a_few_edits_away() {
        assert_eq!(nearest_ids("xwing"), ["x-wing"]);
        assert_eq!(nearest_ids("wing"), ["w-wing", "x-wing", "xy-wing"]);
        assert_eq!(nearest_ids("Naked-Pairs"), ["naked-pair"]);
        assert!(nearest_ids("zzz").is_empty());
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
