//! # ALS nodes: an almost locked set as one link of a chain
//!
//! An *almost locked set* (ALS) is `n` cells of one house holding `n + 1`
//! digits between them (see [`als`](crate::strategies::als)). Take one of
//! its digits away and the rest are locked: each remaining digit is then
//! somewhere in the set. A chain can use that as a strong link *inside* the
//! set:
//!
//! ```text
//!   row 4:  r4c1 {3,5}   r4c2 {3,5,7}      2 cells, 3 digits: an ALS
//!
//!   ... =(5)r4c7 - (5=3)r4c12 - (3)r4c9= ...
//!
//!   r4c7 is 5  ->  no 5 in r4c1, r4c2 (weak link in: r4c7 sees both)
//!              ->  r4c12 are locked on {3,7}: one of them is 3
//!                  (strong link inside: r4c1 or r4c2 is 3)
//!              ->  r4c9 is not 3 (weak link out: it sees r4c1 and r4c2)
//! ```
//!
//! So the ALS node joins three links: a **weak link in** on digit `x` (the
//! previous node, if true, removes `x` from every cell of the set that holds
//! it), the **strong link inside** (`x` gone, so `y` is in one of the set's
//! `y` cells), and a **weak link out** on `y` (every candidate `y` outside
//! the set that sees all of the set's `y` cells is then false). The `y`
//! cells act as a group node, which may lie anywhere in the house.
//!
//! **Notation.** We write an ALS node the Eureka way, `(5=3)r4c12`: the two
//! digits inside brackets, then every cell of the set (not only the cells
//! holding 5 or 3); HoDoKu writes the same node `ALS:r4c12 {357}`. A step's
//! text also says in words why the set's link holds.
//!
//! **Loops.** In a continuous nice loop every link holds both ways, so the
//! set holds exactly one of `x` and `y`: it lacks one of them, and the other
//! `n - 1` digits are locked in it. Any such digit `z` leaves the cells
//! outside that see all of the set's `z` cells (`locked_in_loop`).
//!
//! **Forced exits.** A set can also leave a chain through a cell outside
//! it (HoDoKu's "forced" ALS exit): with `x` gone the set holds all its
//! other digits, so a cell that sees all of a digit's cells in the set
//! cannot be that digit. A cell whose candidates are all such digits but
//! one, `y`, must be `y`: the strong link `(x)set = (y)cell`.
//!
//! ```text
//!   sx_hard #1 after singles, column 7:
//!     r4c7 {3,6}  r5c7 {2,3,6,8,9}  r6c7 {3,6,8,9}  r8c7 {6,9}  r9c7 {2,3,6}
//!     r4689c7: 4 cells holding 2,3,6,8,9, an ALS
//!
//!   (8)r5c7 = r5c8 - r4689c7 = r5c7
//!   r5c7 is not 8  ->  r5c8 is 8 (the other 8 of row 5)
//!                  ->  r6c7 is not 8: the set has no 8 and holds 2,3,6,9
//!                  ->  r5c7, seeing all of them, is 8: so it is 8
//! ```
//!
//! In a continuous loop either the set lacks `x` or the cell is one of
//! its other digits (its *exit digits*), which the set then lacks. So
//! the set keeps every digit but `x` and the exit digits, and each exit
//! digit is in the set or in the cell: a candidate seeing all of those
//! places goes (`forced_in_loop`).
//!
//! The three strategies here are the grouped AIC and grouped nice loops
//! with at least one ALS node (HoDoKu's "grouped" chains with ALS nodes
//! allowed), kept apart from the grouped chains because their search costs
//! more; `als_rules.rs` holds the rules above as code (the chain rules
//! and the search share them) and `als_search.rs` the search.

/// The most chains an ALS-node finder lists per board (the search's cap).
pub use super::als_search::MAX_ALS_CHAINS;
use super::als_search::{als_chains, als_chains_upto, AlsMode};
use super::{chain_eliminations, chain_placements, Chain};
use crate::grid::Board;
use crate::strategies::common::{Effects, Listing, Strategy};
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se, Times};

/// Why the default solvers leave the chains with ALS nodes out: measured
/// with `explain --threads 1 --strategies` (the default list plus the
/// three) on magictour's top1465.
pub const SLOW_ALS_NODE_CHAINS: LeftOut = LeftOut::SlowInsteadOfForcing {
    times: Times(78),
    percent: 22,
};

/// The Grouped Continuous Nice Loop with ALS's declaration: id, family, HoDoKu score and level, SE rule.
pub const GROUPED_CONTINUOUS_NICE_LOOP_ALS: Decl = Decl::new(
    "grouped-continuous-nice-loop-als",
    "Grouped Continuous Nice Loop with ALS",
    "グループ化連続ナイスループ（ALSノード付き）",
    Family::Chains,
    300,
    Level::Unfair,
    Se::Chain,
)
.left_out(SLOW_ALS_NODE_CHAINS);
/// The Grouped AIC with ALS's declaration: id, family, HoDoKu score and level, SE rule.
pub const GROUPED_AIC_ALS: Decl = Decl::new(
    "grouped-aic-als",
    "Grouped AIC with ALS",
    "グループ化AIC（ALSノード付き）",
    Family::Chains,
    300,
    Level::Unfair,
    Se::Chain,
)
.left_out(SLOW_ALS_NODE_CHAINS);
/// The Grouped Discontinuous Nice Loop with ALS's declaration: id, family, HoDoKu score and level, SE rule.
pub const GROUPED_DISCONTINUOUS_NICE_LOOP_ALS: Decl = Decl::new(
    "grouped-discontinuous-nice-loop-als",
    "Grouped Discontinuous Nice Loop with ALS",
    "グループ化不連続ナイスループ（ALSノード付き）",
    Family::Chains,
    300,
    Level::Unfair,
    Se::Chain,
)
.left_out(SLOW_ALS_NODE_CHAINS);

/// Up to [`MAX_ALS_CHAINS`] productive AICs with at least one ALS node (group
/// nodes allowed), one per distinct elimination set: biggest effect first,
/// then shortest. Each is a shortest such chain between its two ends.
pub fn find_als_aics(board: &Board) -> Vec<Chain> {
    als_chains(board, AlsMode::Aic)
}

/// Up to [`MAX_ALS_CHAINS`] productive continuous nice loops with at least one
/// ALS node, one per distinct elimination set: biggest first, then shortest.
pub fn find_als_continuous_nice_loops(board: &Board) -> Vec<Chain> {
    als_chains(board, AlsMode::Continuous)
}

/// Up to [`MAX_ALS_CHAINS`] productive discontinuous nice loops with at least
/// one ALS node, one per distinct effect: biggest first, then shortest.
pub fn find_als_discontinuous_nice_loops(board: &Board) -> Vec<Chain> {
    als_chains(board, AlsMode::Discontinuous)
}

macro_rules! als_strategy {
    ($name:ident, $find:ident, $mode:expr, $doc:literal) => {
        #[doc = $doc]
        pub struct $name;
        impl Strategy for $name {
            type Found = Chain;
            const LISTING: Listing = Listing::UpTo(MAX_ALS_CHAINS);
            fn find(board: &Board) -> Vec<Chain> {
                $find(board)
            }
            fn find_upto(board: &Board, limit: usize) -> Vec<Chain> {
                als_chains_upto(board, $mode, limit)
            }
            fn effects(board: &Board, c: &Chain) -> Effects {
                Effects {
                    placements: chain_placements(board, c),
                    eliminations: chain_eliminations(board, c),
                }
            }
        }
    };
}

als_strategy!(
    AlsAics,
    find_als_aics,
    AlsMode::Aic,
    "Grouped AICs with ALS nodes as a strategy."
);
als_strategy!(
    AlsContinuousNiceLoops,
    find_als_continuous_nice_loops,
    AlsMode::Continuous,
    "Grouped continuous nice loops with ALS nodes as a strategy."
);
als_strategy!(
    AlsDiscontinuousNiceLoops,
    find_als_discontinuous_nice_loops,
    AlsMode::Discontinuous,
    "Grouped discontinuous nice loops with ALS nodes as a strategy."
);

#[cfg(test)]
mod tests {
    use super::super::als_rules::{forced_exits, is_als_force_link};
    use super::super::test_support::{run, SX_HARD_1, SX_HARD_10, SX_HARD_5};
    use super::super::{is_chain, ChainKind, ChainNode};
    use super::*;
    use crate::grid::DigitSet;
    use crate::lang::Explain;

    // Every chain `run` returns is checked by `is_chain` and against the
    // puzzle's solution (no elimination removes the solution's digit).

    #[test]
    fn aic_through_an_als() {
        // sx_hard #10 after singles: if r3c6 is not 4 it is 3; then no cell
        // of the ALS r8c4689 is 3, so r8c4 is 5; so r9c5 is not 5 but 4.
        let (_, texts) = run(SX_HARD_10, find_als_aics);
        assert!(
            texts.contains(
                &"(4=3)r3c6-(3=5)r8c4689-(5=4)r9c5 => r3c5<>4, r8c6<>4, r9c6<>4".to_string()
            ),
            "{texts:?}"
        );
    }

    #[test]
    fn continuous_loop_of_two_sets() {
        // sx_hard #10 after singles: two ALSs linked by 3 and by 5 close a
        // loop; it removes what the plain loop of `nice_loops.rs` removes
        // on this board (the same inferences, seen as two sets).
        let (_, texts) = run(SX_HARD_10, find_als_continuous_nice_loops);
        assert_eq!(
            texts,
            vec!["(5=3)r3c46-(3=5)r8c4689-r3c46 => r3c5<>4, r7c6<>3, r8c2<>2".to_string()]
        );
    }

    #[test]
    fn discontinuous_loop_closing_through_a_set() {
        // sx_hard #5 after singles: if r2c1 is not 3, r2c2 is; ... the last
        // ALS r2348c1 then holds 3, and r2c1 is its only cell with 3.
        let (b, texts) = run(SX_HARD_5, find_als_discontinuous_nice_loops);
        let want = "(3)r2c1=r2c2-(3=6)r6c27-(6=8)r1c12378-(8=3)r2348c1 => r2c1=3, r2c1<>5, \
                    r2c1<>7, r2c1<>8";
        assert!(texts.contains(&want.to_string()), "{texts:?}");
        // Its last node is the set's cells holding 3: r2c1 alone.
        let c = find_als_discontinuous_nice_loops(&b)
            .into_iter()
            .find(|c| c.eureka() == want.split(" =>").next().unwrap())
            .unwrap();
        let last = c.nodes.last().unwrap();
        assert!(last.is_als() && last.single_cell() == c.nodes[0].single_cell());
    }

    #[test]
    fn the_predicate_checks_the_set() {
        let b = crate::test_util::after_singles(SX_HARD_10.0);
        let c = find_als_aics(&b)
            .into_iter()
            .find(|c| c.eureka() == "(4=3)r3c6-(3=5)r8c4689-(5=4)r9c5")
            .unwrap();
        assert!(is_chain(&b, ChainKind::AlsAic, &c.nodes, &c.links).is_some());
        // Not a grouped AIC: that kind has no ALS nodes.
        assert!(is_chain(&b, ChainKind::GroupedAic, &c.nodes, &c.links).is_none());
        // A set with one cell more is no longer almost locked.
        let mut nodes = c.nodes.clone();
        for n in nodes.iter_mut().filter(|n| n.is_als()) {
            *n = ChainNode::in_als(
                &b,
                n.als | b.empty_cells() & b.geometry().house(crate::grid::House::row(7)),
                n.digit,
            );
        }
        assert!(is_chain(&b, ChainKind::AlsAic, &nodes, &c.links).is_none());
    }

    #[test]
    fn forced_exit_places_a_digit() {
        // sx_hard #1 after singles: if r5c7 is not 8, r5c8 is (row 5), so
        // the ALS r4689c7 (2,3,6,8,9) has no 8 and holds 2,3,6,9: r5c7,
        // which sees all of them, can only be 8.
        let (_, texts) = run(SX_HARD_1, find_als_discontinuous_nice_loops);
        let want = "(8)r5c7=r5c8-r4689c7=r5c7 => r5c7=8, r5c7<>2, r5c7<>3, r5c7<>6, r5c7<>9";
        assert!(texts.contains(&want.to_string()), "{texts:?}");
    }

    #[test]
    fn continuous_loop_through_a_forced_exit() {
        // sx_hard #1 after singles. Either the ALS r5c12378 holds 8, or it
        // holds 2,3,4,6,9 and forces r5c9 to 3 (its other digits 2,6,9 are
        // the set's, all in row 5). The loop removes what the weak links
        // see (r5c78<>3), the digits the set r468c7 keeps either way
        // (6 and 9: r5c7, r9c7), and 3 from r5c9: the set keeps 3 whether it
        // lacks 8 (then r5c9 cannot be 3 and 3 at once: that case breaks)
        // or r5c9 takes an exit digit.
        let (b, texts) = run(SX_HARD_1, find_als_continuous_nice_loops);
        let want = "(8)r5c12378=(3)r5c9-(3=8)r468c7-r5c12378 => r5c7<>3, r5c7<>6, r5c7<>9, \
                    r5c8<>3, r5c9<>3, r9c7<>6";
        assert!(texts.contains(&want.to_string()), "{texts:?}");
        let c = find_als_continuous_nice_loops(&b)
            .into_iter()
            .find(|c| c.eureka() == want.split(" =>").next().unwrap())
            .unwrap();
        assert!(is_als_force_link(&b, &c.nodes[0], &c.nodes[1]));
        // r5c9 = 2,3,6,9: its exit digits are 2, 6 and 9.
        let r5c9 = crate::grid::Cell::new(4, 8);
        assert_eq!(
            forced_exits(&b, c.nodes[0].als, 8, r5c9, 3),
            Some(DigitSet::from_digits(&[2, 6, 9]))
        );
        // No forced exit to 2 with 3 as the entry digit: 3 would then be
        // one of r5c9's other digits, and the set without 3 need not hold 3.
        assert_eq!(forced_exits(&b, c.nodes[0].als, 3, r5c9, 2), None);
        assert!(c.explain().contains("(8)r5c12378=(3)r5c9 is a forced exit"));
    }

    #[test]
    fn nothing_on_empty_boards() {
        for size in [4, 6, 9] {
            let b = Board::empty(size).unwrap();
            assert!(find_als_aics(&b).is_empty());
            assert!(find_als_continuous_nice_loops(&b).is_empty());
            assert!(find_als_discontinuous_nice_loops(&b).is_empty());
        }
    }
}
