//! # Nice loops: chains that come back to where they started
//!
//! **Continuous.** An AIC `A = ... = Z` whose ends are also weakly linked
//! (`Z - A`) closes into a loop that alternates strong and weak all the way
//! round. Going round from any node, "false" forces "true" and "true"
//! forces "false", so every link holds both ways: exactly one end of each
//! weak link is true. Each weak link then acts as a strong one, and a
//! candidate weakly linked to both of its ends goes: the same digit in cells
//! seeing both ends, or the other digits of a cell whose two digits the loop
//! links.
//!
//! ```text
//!   (5)r1c1 = r1c4 - r5c4 = r5c2 - r1c2 = (5)r1c1    (a loop on 5)
//!   weak links r1c4-r5c4 (column 4), r5c2-r1c2 (column 2), and so on:
//!   5 leaves the rest of those columns.
//! ```
//!
//! **Discontinuous.** A loop that meets itself with two links of the same
//! kind at one candidate:
//!
//! * two strong links: `(5)r1c1 = ... = (5)r1c1`: if r1c1 is not 5, it is 5,
//!   so it *is* 5;
//! * two weak links: `(5)r1c1 - ... - (5)r1c1`: if r1c1 were 5, it would not
//!   be, so it is not (every candidate an AIC removes is such a loop);
//! * two strong links on two digits of a cell: `(3)r1c1 = ... = (7)r1c1`:
//!   the cell is 3 or 7, its other digits go.
//!
//! The grouped forms allow group nodes (see `aic.rs`); the forms with ALS
//! nodes (`(5=3)r4c12`, see `als_nodes.rs`) also let a loop come back to
//! its start through a set: `(9)r7c8=r13c8-(9=5)r356c7-(5=9)r4567c8`, where
//! r7c8 is the set's only cell holding 9, places 9 there. A continuous loop
//! through an ALS also locks the set's other digits in it. Two weak links
//! at one *group* node remove its digit from all of the group's cells.
//!
//! In code: a loop is a [`Chain`] whose last node repeats its first, of
//! kind `ContinuousNiceLoop` or `DiscontinuousNiceLoop` (or grouped);
//! `Discontinuity` says how a discontinuous loop meets itself;
//! [`is_chain`](super::is_chain), [`chain_eliminations`] and
//! [`chain_placements`] (in `chain.rs`) check one and give what it proves.

use super::search::MAX_CHAINS;
use super::sweep::{
    continuous_loops, continuous_loops_upto, discontinuous_loops, discontinuous_loops_upto, Sweeps,
};
use super::{chain_eliminations, chain_placements, Chain, LinkKind};
use crate::grid::{Board, Cell, CellSet};
use crate::strategies::common::{Effects, Listing, Strategy};
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The Continuous Nice Loop's declaration: id, family, HoDoKu score and level, SE rule.
pub const CONTINUOUS_NICE_LOOP: Decl = Decl::new(
    "continuous-nice-loop",
    "Continuous Nice Loop",
    "連続ナイスループ",
    Family::Chains,
    280,
    Level::Unfair,
    Se::Chain,
);
/// The Discontinuous Nice Loop's declaration: id, family, HoDoKu score and level, SE rule.
pub const DISCONTINUOUS_NICE_LOOP: Decl = Decl::new(
    "discontinuous-nice-loop",
    "Discontinuous Nice Loop",
    "不連続ナイスループ",
    Family::Chains,
    280,
    Level::Unfair,
    Se::Chain,
);
/// The Grouped Continuous Nice Loop's declaration: id, family, HoDoKu score and level, SE rule.
pub const GROUPED_CONTINUOUS_NICE_LOOP: Decl = Decl::new(
    "grouped-continuous-nice-loop",
    "Grouped Continuous Nice Loop",
    "グループ化連続ナイスループ",
    Family::Chains,
    300,
    Level::Unfair,
    Se::Chain,
);
/// The Grouped Discontinuous Nice Loop's declaration: id, family, HoDoKu score and level, SE rule.
pub const GROUPED_DISCONTINUOUS_NICE_LOOP: Decl = Decl::new(
    "grouped-discontinuous-nice-loop",
    "Grouped Discontinuous Nice Loop",
    "グループ化不連続ナイスループ",
    Family::Chains,
    300,
    Level::Unfair,
    Se::Chain,
);

/// How a discontinuous nice loop meets itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Discontinuity {
    /// Two strong links at one candidate: it is true.
    Place(Cell, u8),
    /// Two weak links at one candidate: it is false.
    Remove(Cell, u8),
    /// Two weak links at one group node: the digit is in none of its cells.
    RemoveGroup(CellSet, u8),
    /// Two strong links at two digits of one cell: the cell is one of them.
    CellPair(Cell, u8, u8),
    /// Weak link at `.1`, strong link at `.2`, one cell: `.1` is false.
    WeakStrong(Cell, u8, u8),
}

impl Chain {
    /// How a discontinuous loop meets itself: its first and last nodes are
    /// the same cell, and the links at that cell say what follows.
    pub(crate) fn discontinuity(&self) -> Option<Discontinuity> {
        let (first, last) = (self.nodes.first()?, self.nodes.last()?);
        let (l0, l1) = (*self.links.first()?, *self.links.last()?);
        if first == last && first.is_group() && !first.is_als() {
            return (l0 == LinkKind::Weak && l1 == LinkKind::Weak)
                .then_some(Discontinuity::RemoveGroup(first.cells, first.digit));
        }
        let (c0, c1) = (first.single_cell()?, last.single_cell()?);
        if c0 != c1 {
            return None;
        }
        use LinkKind::*;
        match (first.digit == last.digit, l0, l1) {
            (true, Strong, Strong) => Some(Discontinuity::Place(c0, first.digit)),
            (true, Weak, Weak) => Some(Discontinuity::Remove(c0, first.digit)),
            (false, Strong, Strong) => Some(Discontinuity::CellPair(c0, first.digit, last.digit)),
            (false, Weak, Strong) => Some(Discontinuity::WeakStrong(c0, first.digit, last.digit)),
            (false, Strong, Weak) => Some(Discontinuity::WeakStrong(c0, last.digit, first.digit)),
            _ => None,
        }
    }
}

/// Up to [`MAX_CHAINS`] productive continuous nice loops without groups,
/// one per distinct elimination set, shortest first.
pub fn find_continuous_nice_loops(board: &Board) -> Vec<Chain> {
    continuous_loops(board, false, &mut Sweeps::default())
}

/// Up to [`MAX_CHAINS`] productive continuous nice loops with at least one
/// group node, as [`find_continuous_nice_loops`].
pub fn find_grouped_continuous_nice_loops(board: &Board) -> Vec<Chain> {
    continuous_loops(board, true, &mut Sweeps::default())
}

/// Up to [`MAX_CHAINS`] productive discontinuous nice loops without groups,
/// one per distinct effect: placements and cells narrowed to two digits
/// (biggest effect first), then single eliminations, shortest first.
pub fn find_discontinuous_nice_loops(board: &Board) -> Vec<Chain> {
    discontinuous_loops(board, false, &mut Sweeps::default())
}

/// Up to [`MAX_CHAINS`] productive discontinuous nice loops with at least
/// one group node, as [`find_discontinuous_nice_loops`].
pub fn find_grouped_discontinuous_nice_loops(board: &Board) -> Vec<Chain> {
    discontinuous_loops(board, true, &mut Sweeps::default())
}

/// Like the finders above, but up to `limit` loops of the kind (`grouped`:
/// with a group node) instead of [`MAX_CHAINS`], in the same order: for
/// looking past the first loops of a board, to the one a book or HoDoKu shows.
pub fn find_nice_loops_up_to(
    board: &Board,
    continuous: bool,
    grouped: bool,
    limit: usize,
) -> Vec<Chain> {
    let sweeps = &mut Sweeps::default();
    if continuous {
        continuous_loops_upto(board, grouped, limit, sweeps)
    } else {
        discontinuous_loops_upto(board, grouped, limit, sweeps)
    }
}

/// What a loop proves: a discontinuous loop may place a digit.
fn loop_effects(board: &Board, c: &Chain) -> Effects {
    Effects {
        placements: chain_placements(board, c),
        eliminations: chain_eliminations(board, c),
    }
}

// A loop may place a digit and remove others, so its strategies are written
// out here rather than with `strategy!` (one effect function).
macro_rules! loop_strategy {
    ($name:ident, $find:ident, $continuous:literal, $grouped:literal, $doc:literal) => {
        #[doc = $doc]
        pub struct $name;
        impl Strategy for $name {
            type Found = Chain;
            const LISTING: Listing = Listing::UpTo(MAX_CHAINS);
            fn find(board: &Board) -> Vec<Chain> {
                $find(board)
            }
            fn find_upto(board: &Board, limit: usize) -> Vec<Chain> {
                find_nice_loops_up_to(board, $continuous, $grouped, limit)
            }
            fn effects(board: &Board, c: &Chain) -> Effects {
                loop_effects(board, c)
            }
        }
    };
}

loop_strategy!(
    ContinuousNiceLoops,
    find_continuous_nice_loops,
    true,
    false,
    "Continuous nice loops as a strategy."
);
loop_strategy!(
    GroupedContinuousNiceLoops,
    find_grouped_continuous_nice_loops,
    true,
    true,
    "Grouped continuous nice loops as a strategy."
);
loop_strategy!(
    DiscontinuousNiceLoops,
    find_discontinuous_nice_loops,
    false,
    false,
    "Discontinuous nice loops as a strategy."
);
loop_strategy!(
    GroupedDiscontinuousNiceLoops,
    find_grouped_discontinuous_nice_loops,
    false,
    true,
    "Grouped discontinuous nice loops as a strategy."
);

#[cfg(test)]
mod tests {
    use super::super::test_support::{run, SX_HARD_1, SX_HARD_10, SX_HARD_2};
    use super::*;

    #[test]
    fn continuous_loop() {
        // sx_hard #10 after singles: a loop through four cells and two
        // digits; each of its weak links becomes a strong one.
        let (_, texts) = run(SX_HARD_10, find_continuous_nice_loops);
        assert!(
            texts.contains(
                &"(4=5)r3c4-r8c4=(5-3)r8c2=r8c6-(3=4)r3c6-r3c4 => r3c5<>4, r7c6<>3, r8c2<>2"
                    .to_string()
            ),
            "{texts:?}"
        );
    }

    #[test]
    fn discontinuous_loops() {
        // sx_hard #1 after singles: if r5c7 is not 8, r6c7 is (column 7),
        // so r5c8 is not (box 6), so r5c7 is 8 (row 5): r5c7 is 8.
        let (b, texts) = run(SX_HARD_1, find_discontinuous_nice_loops);
        assert!(
            texts.contains(
                &"(8)r5c7=r6c7-r5c8=r5c7 => r5c7=8, r5c7<>2, r5c7<>3, r5c7<>6, r5c7<>9".to_string()
            ),
            "{texts:?}"
        );
        // The step places the digit (after removing the others).
        let step = crate::strategies::first_step_of::<DiscontinuousNiceLoops>(&b).unwrap();
        let mut after = b.clone();
        step.apply(&mut after).unwrap();
        assert_eq!(after.value(crate::grid::Cell::new(4, 6)), Some(8));
        // sx_hard #2 after singles: if r2c9 is not 5, r8c9 is, so it is not
        // 9, so r2c9 is 9: r2c9 is 5 or 9.
        let (_, texts) = run(SX_HARD_2, find_discontinuous_nice_loops);
        assert!(
            texts.contains(&"(5)r2c9=(5-9)r8c9=(9)r2c9 => r2c9<>1, r2c9<>6, r2c9<>8".to_string()),
            "{texts:?}"
        );
    }

    #[test]
    fn grouped_loops() {
        // sx_hard #2 after singles: 7 in row 5 is in r5c12 or r5c8.
        let (_, texts) = run(SX_HARD_2, find_grouped_continuous_nice_loops);
        assert!(
            texts.contains(&"(7)r4c1=r5c12-r5c8=r4c8-r4c1 => r4c7<>7".to_string()),
            "{texts:?}"
        );
        let (_, texts) = run(SX_HARD_2, find_grouped_discontinuous_nice_loops);
        assert!(
            texts.contains(&"(7)r4c7-r4c1=r5c12-r5c8=r4c8-r4c7 => r4c7<>7".to_string()),
            "{texts:?}"
        );
    }

    #[test]
    fn nothing_on_empty_boards() {
        for size in [4, 6, 9] {
            let b = Board::empty(size).unwrap();
            assert!(find_continuous_nice_loops(&b).is_empty());
            assert!(find_discontinuous_nice_loops(&b).is_empty());
            assert!(find_grouped_continuous_nice_loops(&b).is_empty());
            assert!(find_grouped_discontinuous_nice_loops(&b).is_empty());
        }
    }
}
