//! # The fast search for fish of rows and columns
//!
//! [`find_fish`](super::find_fish) asks the predicate about every set of
//! cover lines for every set of base lines. This search lists the same fish
//! in the same order while looking at far fewer sets:
//!
//! * a base line whose candidates lie in more than `size` cross lines can
//!   only be part of a finned fish, and then in at most `size` plus one
//!   box's width of them (below), so busier lines are never tried;
//! * without fins the covers are the cross lines the base candidates use,
//!   so there is one set to try, and only when there are `size` of them;
//! * with fins, a cell that loses the digit sees every fin only through
//!   their shared box (it is on another row and column than each fin), so
//!   the fins share a box: the cross lines left out of the covers all lie
//!   in one group (a stack of boxes for base rows). A cover set is tried
//!   only if its fins lie in one band and their box holds a candidate to
//!   remove (`Side::fins_can_matter`), before the predicate builds it.
//!
//! The cover sets of one base set are tried in increasing order of their
//! bit mask, as the reference does. The tests below prove the two lists
//! equal on the positions of real walkthroughs.

use super::complex;
use super::fish::{classify, fish_of, Fish, FishKind, FishOptions};
use crate::grid::{Board, CellSet, Geometry, House, HouseKind};
use crate::strategies::combinations::for_each_combination;

/// [`find_fish`](super::find_fish)'s list (the same fish in the same
/// order), found by the fast search: what the registry's fish strategies
/// and the siamese fish use.
pub fn find_fish_fast(board: &Board, size: usize, options: FishOptions) -> Vec<Fish> {
    let mut out = Vec::new();
    if size < 2 || size > super::fish::max_fish_size(board.size(), options) {
        return out;
    }
    if options.allows_any(FishOptions::LINES) && 2 * size <= board.size() {
        line_fish(board, size, options, None, &mut |f| {
            out.push(f);
            false
        });
    }
    if options.allows_any(FishOptions::COMPLEX) {
        complex::find_complex_fish(board, size, options, &mut out);
    }
    out
}

/// One digit seen from one side: the base lines (rows, or columns) and the
/// cross lines (columns, or rows) that may cover them.
struct Side {
    geo: &'static Geometry,
    /// The digit's candidates.
    cands: CellSet,
    /// The kind of the base lines and of the cross lines.
    base_kind: HouseKind,
    cover_kind: HouseKind,
    /// Base lines per band of boxes (row bands for base rows).
    band: usize,
    /// Cross lines per group of boxes (column stacks for base rows).
    group: usize,
    /// For each base line, the cross lines holding its candidates, as bits.
    masks: [u16; 9],
}

impl Side {
    fn new(geo: &'static Geometry, cands: CellSet, rows_are_base: bool) -> Side {
        let n = geo.size;
        let (base_kind, cover_kind) = if rows_are_base {
            (HouseKind::Row, HouseKind::Column)
        } else {
            (HouseKind::Column, HouseKind::Row)
        };
        let (band, group) = if rows_are_base {
            (geo.box_rows, geo.box_cols)
        } else {
            (geo.box_cols, geo.box_rows)
        };
        let mut masks = [0u16; 9];
        for (line, mask) in masks.iter_mut().enumerate().take(n) {
            for c in cands & geo.house(House::new(base_kind, line)) {
                *mask |= 1 << if rows_are_base { c.col() } else { c.row() };
            }
        }
        Side {
            geo,
            cands,
            base_kind,
            cover_kind,
            band,
            group,
            masks,
        }
    }

    /// The cover sets worth trying for a finned fish on base `lines` (their
    /// cross lines `union`, their cells `base_cells`): every line outside
    /// one group, filled up to `size` from inside it, kept if its fins can
    /// matter; sorted by mask. Returns the sets and how many there are.
    fn finned_covers(
        &self,
        lines: &[u8],
        union: u16,
        base_cells: CellSet,
        size: usize,
    ) -> ([u16; 16], usize) {
        let mut choices = [0u16; 16];
        let mut m = 0;
        for g in 0..self.geo.size / self.group {
            let group_mask = ((1u16 << self.group) - 1) << (g * self.group);
            let required = union & !group_mask;
            let optional = union & group_mask;
            let have = required.count_ones() as usize;
            if have > size || have + optional.count_ones() as usize <= size {
                continue;
            }
            // Subsets of `optional` (at most 3 lines) of the right size.
            let mut extra = optional;
            loop {
                if extra.count_ones() as usize == size - have {
                    let cover_mask = required | extra;
                    if self.fins_can_matter(lines, base_cells, cover_mask, group_mask)
                        && m < choices.len()
                    {
                        choices[m] = cover_mask;
                        m += 1;
                    }
                }
                if extra == 0 {
                    break;
                }
                extra = (extra - 1) & optional;
            }
        }
        choices[..m].sort_unstable();
        (choices, m)
    }

    /// Quick test for a finned cover set: the base lines with fins lie in
    /// one band (so the fins share a box, their cross lines being in the
    /// group `group_mask`), and that box holds a candidate in a cover line
    /// outside the base lines.
    fn fins_can_matter(
        &self,
        lines: &[u8],
        base_cells: CellSet,
        cover_mask: u16,
        group_mask: u16,
    ) -> bool {
        let mut fin_band = None;
        for &l in lines {
            if self.masks[l as usize] & !cover_mask != 0 {
                let b = l as usize / self.band;
                if fin_band.is_some_and(|fb| fb != b) {
                    return false;
                }
                fin_band = Some(b);
            }
        }
        let Some(b) = fin_band else {
            return false;
        };
        let mut band_cells = CellSet::EMPTY;
        for l in b * self.band..(b + 1) * self.band {
            band_cells |= self.geo.house(House::new(self.base_kind, l));
        }
        let mut zone_covers = CellSet::EMPTY;
        let in_group = cover_mask & group_mask;
        for x in 0..self.geo.size {
            if in_group & (1 << x) != 0 {
                zone_covers |= self.geo.house(House::new(self.cover_kind, x));
            }
        }
        self.cands
            .intersects(band_cells & (zone_covers - base_cells))
    }
}

/// The search for fish of rows and columns (basic, finned, sashimi); each is
/// handed to `sink`, which returns true to stop. With `near` = (digit,
/// changed cells): only that digit, only fish that remove something, and only
/// base lines of which one holds a changed cell (the quick test).
pub(super) fn line_fish(
    board: &Board,
    size: usize,
    options: FishOptions,
    near: Option<(u8, CellSet)>,
    sink: &mut dyn FnMut(Fish) -> bool,
) {
    let geo = board.geometry();
    let n = geo.size;
    let want_fins = options.allows(FishKind::Finned) || options.allows(FishKind::Sashimi);
    let mut stopped = false;
    let digits = match near {
        Some((d, _)) => d..=d,
        None => 1..=n as u8,
    };
    for digit in digits {
        let cands = board.digit_cells(digit) & geo.all_cells;
        for rows_are_base in [true, false] {
            // With `near`: the base lines through a changed cell, as bits.
            let must = match near {
                Some((_, changed)) => changed.iter().fold(0u16, |m, c| {
                    m | 1 << if rows_are_base { c.row() } else { c.col() }
                }),
                None => u16::MAX,
            };
            let side = Side::new(geo, cands, rows_are_base);
            // A base line of a basic fish uses at most `size` cover lines;
            // fins add at most one box's width more.
            let limit = if want_fins { size + side.group } else { size };
            let mut open = [0u8; 9];
            let mut count = 0;
            for (line, mask) in side.masks.iter().enumerate().take(n) {
                if (1..=limit).contains(&(mask.count_ones() as usize)) {
                    open[count] = line as u8;
                    count += 1;
                }
            }
            let mut base = [House::default(); 9];
            let mut cover = [House::default(); 9];
            for_each_combination(&open[..count], size, |lines| {
                if stopped || lines.iter().all(|&l| must & (1 << l) == 0) {
                    return;
                }
                let mut union = 0u16;
                let mut base_cells = CellSet::EMPTY;
                for (i, &l) in lines.iter().enumerate() {
                    union |= side.masks[l as usize];
                    base[i] = House::new(side.base_kind, l as usize);
                    base_cells |= geo.house(base[i]);
                }
                let spread = union.count_ones() as usize;
                let mut try_covers = |cover_mask: u16| {
                    let mut k = 0;
                    for x in 0..n {
                        if cover_mask & (1 << x) != 0 {
                            cover[k] = House::new(side.cover_kind, x);
                            k += 1;
                        }
                    }
                    if stopped {
                        return;
                    }
                    let (base, cover) = (&base[..size], &cover[..size]);
                    let Some((a, kind)) = classify(board, digit, base, cover) else {
                        return;
                    };
                    // With `near`, only fish that remove something.
                    if !options.allows(kind) || near.is_some() && a.eliminations(geo).is_empty() {
                        return;
                    }
                    stopped = sink(fish_of(digit, base, cover, &a, kind));
                };
                if spread == size {
                    if options.allows(FishKind::Basic) {
                        try_covers(union);
                    }
                    return;
                }
                if spread < size || !want_fins {
                    return;
                }
                let (choices, m) = side.finned_covers(lines, union, base_cells, size);
                for &cover_mask in &choices[..m] {
                    try_covers(cover_mask);
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::first_by_find;
    use crate::strategies::fish::find::*;
    use crate::strategies::fish::find_fish;
    use crate::strategies::fish::fish::*;
    use crate::strategies::fish::siamese::*;
    use crate::test_util::walkthrough_boards;

    /// The positions of the walkthroughs of every tenth top1465 puzzle.
    fn oracle_positions() -> Option<Vec<Board>> {
        let Some(walks) = walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping: ../shared/puzzles/magictour_top1465.txt is absent");
            return None;
        };
        Some(walks.into_iter().flatten().collect())
    }

    /// The fast search lists exactly what the reference finder lists, in the
    /// same order, for every size the registry uses (2 to 4) and the kinds it
    /// uses (basic, finned, sashimi, alone and together): so the same
    /// instances, the same productive ones and the same first productive one.
    #[test]
    fn fast_search_equals_reference_on_walkthroughs() {
        let Some(boards) = oracle_positions() else {
            return;
        };
        let kinds = [
            FishOptions::only(FishKind::Basic),
            FishOptions::only(FishKind::Finned),
            FishOptions::only(FishKind::Sashimi),
        ];
        let mut fish = 0;
        for b in &boards {
            for size in 2..=4 {
                let all = find_fish(b, size, FishOptions::LINES);
                assert_eq!(find_fish_fast(b, size, FishOptions::LINES), all);
                for options in kinds {
                    let want: Vec<Fish> = all
                        .iter()
                        .filter(|f| options.allows(f.kind))
                        .cloned()
                        .collect();
                    assert_eq!(find_fish_fast(b, size, options), want, "{}", b.to_line());
                }
                fish += all.len();
            }
        }
        println!("{} positions, {fish} fish", boards.len());
        assert!(fish > 0);
    }

    /// The registry's fish strategies on every digit alone (what the
    /// solver's `first_on_digit` asks `find` for): the same first productive
    /// instance as the reference finder.
    #[test]
    fn registry_fish_first_on_digit_equals_reference() {
        let Some(boards) = oracle_positions() else {
            return;
        };
        /// The first productive fish of the registry's strategy for `size`
        /// and `kind`, by its `find` (the fast search).
        fn fast_first(alone: &Board, size: usize, kind: u8) -> Option<Fish> {
            fn first<const N: usize, const KIND: u8>(b: &Board) -> Option<Fish> {
                first_by_find::<FishStrategy<N, KIND>>(b).map(|(f, _)| f)
            }
            match (size, kind) {
                (2, BASIC) => first::<2, BASIC>(alone),
                (3, BASIC) => first::<3, BASIC>(alone),
                (4, BASIC) => first::<4, BASIC>(alone),
                (2, FINNED) => first::<2, FINNED>(alone),
                (3, FINNED) => first::<3, FINNED>(alone),
                (4, FINNED) => first::<4, FINNED>(alone),
                (2, SASHIMI) => first::<2, SASHIMI>(alone),
                (3, SASHIMI) => first::<3, SASHIMI>(alone),
                (4, SASHIMI) => first::<4, SASHIMI>(alone),
                _ => unreachable!("not in the registry"),
            }
        }
        let mut found = 0;
        for b in &boards {
            for d in 1..=9 {
                let alone = b.only_digit(d);
                for size in 2..=4 {
                    let all = find_fish(&alone, size, FishOptions::LINES);
                    for kind in [BASIC, FINNED, SASHIMI] {
                        let reference = all
                            .iter()
                            .find(|f| {
                                f.kind == FishKind::ALL[kind as usize]
                                    && !fish_eliminations(&alone, f).is_empty()
                            })
                            .cloned();
                        let fast = fast_first(&alone, size, kind);
                        assert_eq!(fast, reference, "digit {d} on {}", b.to_line());
                        found += usize::from(fast.is_some());
                    }
                }
            }
        }
        println!("{found} first productive fish on single digits");
        assert!(found > 0);
    }

    /// Siamese fish pair up the fast search's fish; paired from the
    /// reference list they are the same.
    #[test]
    fn siamese_fish_from_reference_are_the_same() {
        let Some(boards) = oracle_positions() else {
            return;
        };
        for b in boards.iter().step_by(5) {
            for size in 2..=4 {
                let fish = find_fish(b, size, FishOptions::LINES);
                let mut want = Vec::new();
                for (i, x) in fish.iter().enumerate() {
                    for y in &fish[i + 1..] {
                        if y.digit == x.digit && y.base_houses == x.base_houses {
                            want.extend(is_siamese_fish(b, x, y));
                        }
                    }
                }
                assert_eq!(find_siamese_fish(b, size, FishOptions::LINES), want);
            }
        }
    }
}
