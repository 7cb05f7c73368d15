//! The solver's quick tests for the ALS family (machinery: see
//! [`MayFireNear`] for the argument they rest on).
//!
//! In a walkthrough, a strategy that found nothing is asked again after each
//! step, and usually still finds nothing. The solver first asks its quick
//! test about the cells changed since it last found nothing. ALS patterns
//! are *local*: whether one is there depends only on the candidates of its
//! own sets' cells (and a Death Blossom's stem), and what it removes is a
//! digit from cells that hold it and see parts of the pattern. A pattern
//! with no changed cell was there before, removing at least as much, that
//! is nothing; so only patterns with a set on a changed cell need a look.
//!
//! * [`als_xz_near`] and [`als_xy_wing_near`] look at the pairs (the wings)
//!   with a set holding a changed cell, and say yes only if one of them
//!   removes something.
//! * A Death Blossom search stops after a fixed amount of work, so "found
//!   nothing" does not prove there is nothing, and the solver's earlier
//!   board is no safe reference. [`death_blossom_near`] keeps its own in
//!   the solver's [`Caches`] ([`BlossomCache`]): the last board *known* to
//!   have no productive blossom. It looks for blossoms with a changed stem
//!   or a petal on a changed cell, and says yes if it finds one, runs out
//!   of work, or has no reference that the board comes from.
//! * [`sue_de_coq_near`] searches the line-box pairs holding a changed cell.
//! * ALS-Chain has no such test. Besides its work bound, its search is not
//!   "every chain": each state (set, link digits) is expanded once, by the
//!   first (shortest) chain reaching it, and a chain never visits a set
//!   twice. On an earlier board the first chain to reach a state may have
//!   run through a set that has changed since and blocked the way on; on
//!   the new board another chain reaches that state and goes on. So the
//!   search may find, among unchanged sets, a chain it did not find before,
//!   and a test about changed cells could miss it.
//!
//! The ALS tests take the board's ALS data from the solver's [`Caches`]
//! ([`als_data`]), shared with the finders' fast paths.

use super::blossom_search::{narrow, stem_cells, z_cells, PetalOptions, MAX_NODES};
use super::data::als_data;
use super::links::AlsLink;
use super::{sue_de_coq, xy_wing, xz, Als};
use crate::grid::{Board, CellSet, DigitSet};
use crate::strategies::accel::Caches;
#[cfg(doc)]
use crate::strategies::accel::MayFireNear;

/// The quick test of ALS-XZ: is there a productive ALS-XZ with a set
/// holding one of the `changed` cells? An ALS-XZ depends only on its two
/// sets' candidates, and removes Z from cells that hold it and see its
/// sets, so one with no changed cell was there before and removed at least
/// as much. This looks only at the pairs with such a set: exact, and much
/// cheaper than the full scan.
pub(crate) fn als_xz_near(board: &Board, changed: CellSet, caches: &mut Caches) -> bool {
    let data = als_data(board, caches);
    data.alses.iter().enumerate().any(|(i, a)| {
        a.cells.intersects(changed)
            && data.links(i).iter().any(|l| {
                l.rccs.len() <= 2 && xz::removes_something(a, &data.alses[l.other as usize], l.rccs)
            })
    })
}

/// The quick test of ALS-XY-Wing: is there a productive ALS-XY-Wing with a
/// set (A, B or the middle C) holding one of the `changed` cells? A wing
/// depends only on its three sets' candidates and removes Z from cells that
/// hold it and see A and B, so one with no changed cell was there before
/// and removed at least as much. This looks at every wing with such a set
/// and no other: exact, and cheaper than the full scan.
pub(crate) fn als_xy_wing_near(board: &Board, changed: CellSet, caches: &mut Caches) -> bool {
    let data = als_data(board, caches);
    let touched: Vec<bool> = data
        .alses
        .iter()
        .map(|a| a.cells.intersects(changed))
        .collect();
    if !touched.contains(&true) {
        return false;
    }
    let wing = |l1: &AlsLink, l2: &AlsLink| {
        xy_wing::removes_something(
            &data.alses[l1.other as usize],
            &data.alses[l2.other as usize],
            l1.rccs,
            l2.rccs,
        )
    };
    for (ci, &c_touched) in touched.iter().enumerate() {
        let links = data.overlap_links(ci);
        if c_touched {
            // Every pair of C's links.
            for (k, l1) in links.iter().enumerate() {
                if links[k + 1..].iter().any(|l2| wing(l1, l2)) {
                    return true;
                }
            }
        } else {
            // A touched set on one side, any set on the other.
            for l1 in links.iter().filter(|l| touched[l.other as usize]) {
                if links.iter().any(|l2| l2.other != l1.other && wing(l1, l2)) {
                    return true;
                }
            }
        }
    }
    false
}

/// The quick test of Sue de Coq: could a Sue de Coq that uses a cell of
/// `changed` remove something? A Sue de Coq depends only on the candidates
/// of its own cells, all in its line and box, so only the line-box pairs
/// holding a changed cell are searched, up to the first productive
/// instance.
pub(crate) fn sue_de_coq_near(board: &Board, changed: CellSet) -> bool {
    let mut out = Vec::new();
    sue_de_coq::scan(board, Some(changed & board.empty_cells()), &mut out);
    !out.is_empty()
}

/// A board's candidates, as cells per digit, and its filled cells.
#[derive(Clone, Copy)]
struct Snapshot {
    size: usize,
    filled: CellSet,
    cells: [CellSet; 10],
}

impl Snapshot {
    fn of(board: &Board) -> Snapshot {
        Snapshot {
            size: board.size(),
            filled: board.filled_cells(),
            cells: crate::strategies::candidate_cells(board),
        }
    }
}

/// Death Blossom's quick-test reference, kept in the solver's [`Caches`]:
/// the last board known to have no productive Death Blossom at all (a
/// search ran to its end there and found none, or [`death_blossom_near`]
/// showed there was none).
#[derive(Default)]
pub struct BlossomCache {
    clean: Option<Snapshot>,
}

impl BlossomCache {
    /// `board` has no productive Death Blossom (a search ran to its end).
    pub(super) fn found_none(&mut self, board: &Board) {
        self.clean = Some(Snapshot::of(board));
    }
}

/// The solver's quick test (see `strategies::MayFireNear`). A blossom
/// depends only on the candidates of its stem and petals, and removes Z
/// from cells that hold it and see the petals' Zs. But the full search has
/// a work budget, so "it found nothing" does not prove there was nothing:
/// the solver's earlier board is no safe reference. This test keeps its own
/// reference instead: the last board *known* to have no productive blossom
/// (a search that ran to its end, or this test answering no). If `board` is
/// that board with candidates removed, every productive blossom on `board`
/// has its stem or a petal on a cell changed since, and the test searches,
/// under its own budget, only for those; it answers no only when that
/// search ran to its end without finding one (and then `board` becomes the
/// reference). Otherwise it answers yes and the solver searches in full.
/// (The solver's `changed` cells are not needed.)
pub(crate) fn death_blossom_near(board: &Board, _changed: CellSet, caches: &mut Caches) -> bool {
    let Some(then) = caches.get::<BlossomCache>().clean else {
        return true;
    };
    let now = Snapshot::of(board);
    if then.size != now.size || !then.filled.is_subset(now.filled) {
        return true;
    }
    let mut changed = then.filled ^ now.filled;
    for d in 1..=9 {
        if !now.cells[d].is_subset(then.cells[d]) {
            return true;
        }
        changed |= then.cells[d] ^ now.cells[d];
    }
    if near_blossom(board, changed, caches) {
        return true;
    }
    caches.get::<BlossomCache>().clean = Some(now);
    false
}

/// Is there a productive blossom whose stem is in `changed` or with a petal
/// holding a `changed` cell? `true` also when the search runs out of budget.
fn near_blossom(board: &Board, changed: CellSet, caches: &mut Caches) -> bool {
    let data = als_data(board, caches);
    let alses = &data.alses;
    let touched: Vec<bool> = alses.iter().map(|a| a.cells.intersects(changed)).collect();
    let stems = stem_cells(board);
    // The stems worth a look: changed ones, and those a touched set can be
    // a petal of.
    let mut wanted = stems & changed;
    for (a, _) in alses.iter().zip(&touched).filter(|(_, &t)| t) {
        for d in a.digits {
            wanted |= a.sees_all[d as usize] & stems;
        }
    }
    if wanted.is_empty() {
        return false;
    }
    let mut options = PetalOptions::new(alses, wanted);
    let mut search = NearSearch {
        alses,
        touched: &touched,
        k: 0,
        options: Default::default(),
        touched_from: [false; 10],
        budget: MAX_NODES,
    };
    for stem in wanted {
        let stem_digits = board.candidates(stem);
        let Some(per) = options.take(stem, stem_digits) else {
            continue;
        };
        search.k = stem_digits.len();
        search.options = per;
        search.touched_from[search.k] = false;
        for i in (0..search.k).rev() {
            search.touched_from[i] = search.touched_from[i + 1]
                || search.options[i].iter().any(|&a| touched[a as usize]);
        }
        let need_touch = !changed.contains(stem);
        if need_touch && !search.touched_from[0] {
            continue;
        }
        let zt = z_cells(board, stem_digits);
        if search.grow(0, !stem_digits, &zt, need_touch) != Some(false) {
            return true;
        }
    }
    false
}

/// The search of [`near_blossom`] for one stem: as the full search, but a
/// blossom counts only if its stem is changed or some petal is touched.
struct NearSearch<'a> {
    alses: &'a [Als],
    touched: &'a [bool],
    k: usize,
    options: [Vec<u32>; 9],
    /// `touched_from[i]`: some petal option at position `i` or later is
    /// touched.
    touched_from: [bool; 10],
    budget: usize,
}

impl NearSearch<'_> {
    /// `Some(true)` if a productive blossom completes the choice so far
    /// (`need_touch`: none of it is changed yet), `Some(false)` if none
    /// does, `None` if the budget ran out.
    fn grow(
        &mut self,
        i: usize,
        common: DigitSet,
        zt: &[CellSet; 10],
        need_touch: bool,
    ) -> Option<bool> {
        if i == self.k {
            // Every step kept a Z with a cell to remove it from.
            return Some(!need_touch);
        }
        if need_touch && !self.touched_from[i] {
            return Some(false);
        }
        let mut zt2 = [CellSet::EMPTY; 10];
        for oi in 0..self.options[i].len() {
            if self.budget == 0 {
                return None;
            }
            self.budget -= 1;
            let ai = self.options[i][oi] as usize;
            let Some(common2) = narrow(&self.alses[ai], common, zt, &mut zt2) else {
                continue;
            };
            match self.grow(i + 1, common2, &zt2, need_touch && !self.touched[ai]) {
                Some(false) => {}
                other => return other,
            }
        }
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    use crate::strategies::{candidate_cells, changed_cells, Caches, REGISTRY};

    /// Every quick test of the family says yes whenever the strategy has a
    /// step, along the walkthroughs, with the reference board kept as the
    /// solver keeps it (see `solver::Memo`): the board where the strategy
    /// last found nothing, or where the test last said no; and with one
    /// walkthrough's `Caches` shared by the test and the strategy's `first`,
    /// as in the solver.
    #[test]
    fn near_tests_never_miss_a_step() {
        let Some(walks) = crate::test_util::walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping near_tests_never_miss_a_step: ../shared/puzzles not found");
            return;
        };
        let mut tested = 0;
        for info in REGISTRY
            .iter()
            .filter(|s| s.family == crate::strategies::Family::Als)
        {
            let Some(near) = info.accel.near else {
                continue;
            };
            tested += 1;
            let (mut steps, mut asked, mut no) = (0, 0, 0);
            for boards in &walks {
                let mut caches = Caches::new();
                let mut then = None;
                for b in boards {
                    let now = candidate_cells(b);
                    let said = then.map(|then| near(b, changed_cells(&then, &now), &mut caches));
                    let step = info.first_cached(b, &mut caches);
                    if step.is_some() {
                        steps += 1;
                        assert_ne!(said, Some(false), "{} missed on {}", info.id, b.to_line());
                    }
                    asked += usize::from(said.is_some());
                    no += usize::from(said == Some(false));
                    if said == Some(false) || step.is_none() {
                        then = Some(now);
                    }
                }
            }
            println!(
                "{}: {steps} steps, asked {asked} times, said no {no} times",
                info.id
            );
            assert!(steps > 0 && no > 0);
        }
        // ALS-XZ, ALS-XY-Wing, Death Blossom and Sue de Coq (family "als").
        assert_eq!(tested, 4);
    }
}
