//! How well this project's SE ratings agree with published ones.
//!
//! Rank agreement (Spearman's rho: the Pearson correlation of the ranks,
//! ties given their average rank) says whether harder puzzles are rated
//! harder; the mean absolute error says how far the numbers are off. Both
//! are reported overall and inside bands of the published rating, where a
//! rating must still tell chain lengths and kinds apart.
//!
//! Calibration and test are kept apart by a fixed split: the puzzles on odd
//! lines of a file are the *calibration* half (the numbers in `se.rs` that
//! are not SE's own were chosen looking at these), those on even lines the
//! *test* half (never looked at while choosing).

use serde::Serialize;

/// The bands of the published rating inside which agreement is measured
/// (inclusive, in SE numbers).
pub const BANDS: [(f32, f32); 6] = [
    (2.5, 3.9),
    (4.0, 4.9),
    (5.0, 5.9),
    (6.0, 6.9),
    (7.0, 7.9),
    (8.0, 9.0),
];

/// Which half of a rated file a puzzle belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Half {
    /// Odd line numbers: what the derived ratings were chosen on.
    Calibration,
    /// Even line numbers: held out.
    Test,
}

impl Half {
    /// The half of the puzzle on (1-based) line `line`.
    pub fn of_line(line: usize) -> Half {
        if line % 2 == 1 {
            Half::Calibration
        } else {
            Half::Test
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Half::Calibration => "calibration",
            Half::Test => "test",
        }
    }
}

/// Agreement figures on a set of (published, ours) pairs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Agreement {
    pub puzzles: usize,
    /// NaN where undefined (see [`spearman`]).
    pub spearman: f64,
    pub mae: f64,
    /// The share rated exactly as published (to the tenth).
    pub exact: f64,
    /// The share rated within 0.5 of the published rating.
    pub within_half: f64,
    pub bands: Vec<BandAgreement>,
}

/// Agreement inside one band of the published rating.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BandAgreement {
    pub low: f32,
    pub high: f32,
    pub puzzles: usize,
    /// NaN where undefined (see [`spearman`]).
    pub spearman: f64,
    pub mae: f64,
    /// As [`Agreement::exact`].
    pub exact: f64,
    /// As [`Agreement::within_half`].
    pub within_half: f64,
}

/// The figures for `pairs` of (published rating, our rating).
pub fn agreement(pairs: &[(f32, f32)]) -> Agreement {
    let bands = BANDS
        .iter()
        .map(|&(low, high)| {
            let inside: Vec<(f32, f32)> = pairs
                .iter()
                .copied()
                .filter(|&(known, _)| known >= low - 0.01 && known <= high + 0.01)
                .collect();
            BandAgreement {
                low,
                high,
                puzzles: inside.len(),
                spearman: spearman(&inside),
                mae: mae(&inside),
                exact: share_within(&inside, 0),
                within_half: share_within(&inside, 5),
            }
        })
        .collect();
    Agreement {
        puzzles: pairs.len(),
        spearman: spearman(pairs),
        mae: mae(pairs),
        exact: share_within(pairs, 0),
        within_half: share_within(pairs, 5),
        bands,
    }
}

/// The share of pairs whose ratings differ by at most `tenths` tenths (0
/// for no pairs). Ratings are compared in whole tenths, as SE prints them.
pub fn share_within(pairs: &[(f32, f32)], tenths: i32) -> f64 {
    if pairs.is_empty() {
        return 0.0;
    }
    let tenth = |x: f32| (x * 10.0).round() as i32;
    let near = pairs
        .iter()
        .filter(|&&(a, b)| (tenth(a) - tenth(b)).abs() <= tenths)
        .count();
    near as f64 / pairs.len() as f64
}

/// Mean absolute difference (0 for no pairs).
pub fn mae(pairs: &[(f32, f32)]) -> f64 {
    if pairs.is_empty() {
        return 0.0;
    }
    let sum: f64 = pairs.iter().map(|&(a, b)| f64::from((a - b).abs())).sum();
    sum / pairs.len() as f64
}

/// Spearman's rank correlation; NaN where it is undefined (fewer than two
/// pairs, or either side all tied): 0 would claim "no relation" where
/// nothing could be measured.
pub fn spearman(pairs: &[(f32, f32)]) -> f64 {
    if pairs.len() < 2 {
        return f64::NAN;
    }
    let a = ranks(pairs.iter().map(|p| p.0));
    let b = ranks(pairs.iter().map(|p| p.1));
    pearson(&a, &b)
}

/// Ranks from 1, ties sharing their average rank.
fn ranks(values: impl Iterator<Item = f32>) -> Vec<f64> {
    let v: Vec<f32> = values.collect();
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&i, &j| v[i].total_cmp(&v[j]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        let average = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            r[k] = average;
        }
        i = j + 1;
    }
    r
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let ma = a.iter().sum::<f64>() / n;
    let mb = b.iter().sum::<f64>() / n;
    let (mut sab, mut saa, mut sbb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        sab += (x - ma) * (y - mb);
        saa += (x - ma) * (x - ma);
        sbb += (y - mb) * (y - mb);
    }
    if saa == 0.0 || sbb == 0.0 {
        f64::NAN
    } else {
        sab / (saa * sbb).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_compare_whole_tenths() {
        // 6.6 read from a file is 6.5999999; 7.1 - 6.6 is 0.5 all the same.
        let pairs = [(6.6, 6.6), (6.6, 7.1), (6.6, 7.2), (4.5, 4.4)];
        assert_eq!(share_within(&pairs, 0), 0.25);
        assert_eq!(share_within(&pairs, 5), 0.75);
        assert_eq!(share_within(&[], 5), 0.0);
        let a = agreement(&pairs);
        assert_eq!((a.exact, a.within_half), (0.25, 0.75));
    }

    #[test]
    fn spearman_of_known_orders() {
        let same = [(1.0, 10.0), (2.0, 20.0), (3.0, 30.0)];
        assert!((spearman(&same) - 1.0).abs() < 1e-12);
        let reversed = [(1.0, 3.0), (2.0, 2.0), (3.0, 1.0)];
        assert!((spearman(&reversed) + 1.0).abs() < 1e-12);
        // Ties share ranks: x = 1 2 2 3, y = 1 2 3 4 -> rho = 0.9486...
        let ties = [(1.0, 1.0), (2.0, 2.0), (2.0, 3.0), (3.0, 4.0)];
        assert!((spearman(&ties) - 0.948_683_298).abs() < 1e-6);
        assert!(spearman(&[(1.0, 1.0)]).is_nan());
        assert!(spearman(&[(1.0, 1.0), (2.0, 1.0)]).is_nan());
        assert!(spearman(&[(3.0, 2.5), (3.0, 7.0), (3.0, 4.0)]).is_nan());
    }

    #[test]
    fn mae_and_bands() {
        let pairs = [(2.6, 2.8), (4.2, 4.2), (6.6, 7.0), (6.7, 6.6)];
        assert!((mae(&pairs) - 0.175).abs() < 1e-5);
        let a = agreement(&pairs);
        assert_eq!(a.puzzles, 4);
        let counts: Vec<usize> = a.bands.iter().map(|b| b.puzzles).collect();
        assert_eq!(counts, [1, 1, 0, 2, 0, 0]);
        assert_eq!(Half::of_line(1), Half::Calibration);
        assert_eq!(Half::of_line(2), Half::Test);
    }
}
