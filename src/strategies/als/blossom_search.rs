//! The Death Blossom search (machinery for [`super::death_blossom`], which
//! wraps what it finds into the lesson's pattern): the lesson's finder, with
//! the petal options of every stem worked out at once from the ALS tables
//! and at most [`MAX_NODES`] petal trials per board.
//!
//! Because of that bound, "found nothing" proves nothing unless the search
//! ran to its end: the solver's fast path records the boards where it did
//! ([`BlossomCache`]), the reference the quick test needs.

use super::als::{candidates_of, Als, AlsRef};
use super::data::{als_data, AlsData};
use super::quick::BlossomCache;
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::strategies::accel::Caches;
use std::collections::HashSet;

/// Work bound: petal trials per board (ordinary boards stay well below it;
/// see the timings test).
pub const MAX_NODES: usize = 100_000;

/// A blossom the search found: its stem and one petal per stem digit, in
/// digit order.
pub(super) struct FoundBlossom {
    pub(super) stem: Cell,
    pub(super) petals: Vec<AlsRef>,
}

/// Adding petal `a`: the Z digits left (those it holds too), and per Z the
/// cells that still see every Z so far and every Z of `a`, written to
/// `into` (only the Zs left: nothing reads the others); `None` when no Z
/// keeps such a cell. (The caller's one buffer per level of the search is
/// reused for every petal tried there: no array is built and copied back
/// per petal.)
pub(super) fn narrow(
    a: &Als,
    common: DigitSet,
    zt: &[CellSet; 10],
    into: &mut [CellSet; 10],
) -> Option<DigitSet> {
    let common = common & a.digits;
    let mut alive = false;
    for z in common {
        let z = z as usize;
        into[z] = zt[z] & a.sees_all[z];
        alive |= !into[z].is_empty();
    }
    alive.then_some(common)
}

/// The search state for one stem.
struct Search<'a> {
    alses: &'a [Als],
    stem: Cell,
    k: usize,
    /// Petal candidates (indices into `alses`) per stem digit position.
    options: [Vec<u32>; 9],
    chosen: [u32; 9],
    budget: &'a mut usize,
    seen: &'a mut HashSet<Vec<Candidate>>,
    out: &'a mut Vec<FoundBlossom>,
    /// Stop at the first instance.
    only_first: bool,
}

impl Search<'_> {
    /// Picks a petal for stem digit number `i`; `common` = non-stem digits
    /// common to the petals so far, `zt[z]` = cells holding z that see all Zs
    /// of the petals so far.
    fn grow(&mut self, i: usize, common: DigitSet, zt: &[CellSet; 10]) {
        if i == self.k {
            self.report(common, zt);
            return;
        }
        let mut zt2 = [CellSet::EMPTY; 10];
        for oi in 0..self.options[i].len() {
            if self.only_first && !self.out.is_empty() {
                return;
            }
            if *self.budget == 0 {
                return;
            }
            *self.budget -= 1;
            let ai = self.options[i][oi];
            let Some(common2) = narrow(&self.alses[ai as usize], common, zt, &mut zt2) else {
                continue;
            };
            self.chosen[i] = ai;
            self.grow(i + 1, common2, &zt2);
        }
    }

    /// Keeps the blossom chosen, with `zt[z]` the cells losing each Z in
    /// `common`, unless an earlier one removes the same.
    fn report(&mut self, common: DigitSet, zt: &[CellSet; 10]) {
        let mut targets = [CellSet::EMPTY; 10];
        for z in common {
            targets[z as usize] = zt[z as usize];
        }
        let effect = candidates_of(&targets);
        if effect.is_empty() || !self.seen.insert(effect) {
            return;
        }
        let petals = self.chosen[..self.k]
            .iter()
            .map(|&i| self.alses[i as usize].to_ref())
            .collect();
        self.out.push(FoundBlossom {
            stem: self.stem,
            petals,
        });
    }
}

/// The cells a stem can be: empty, with two candidates or more.
pub(super) fn stem_cells(board: &Board) -> CellSet {
    board
        .geometry()
        .cells()
        .filter(|&c| board.value(c).is_none() && board.candidates(c).len() >= 2)
        .collect()
}

/// Before any petal: every non-stem digit's cells (the Z candidates).
pub(super) fn z_cells(board: &Board, stem_digits: DigitSet) -> [CellSet; 10] {
    let mut zt = [CellSet::EMPTY; 10];
    for z in !stem_digits {
        zt[z as usize] = board.digit_cells(z);
    }
    zt
}

/// The petal options of some stems: per stem and digit, the ALSs (indices)
/// whose cells with that digit all see the stem, in ALS order.
pub(super) struct PetalOptions {
    options: Vec<[Vec<u32>; 10]>,
    /// Per cell, its row in `options` (`u32::MAX`: no option at all).
    slot: [u32; 81],
}

impl PetalOptions {
    pub(super) fn new(alses: &[Als], stems: CellSet) -> PetalOptions {
        let mut options: Vec<[Vec<u32>; 10]> = Vec::new();
        let mut slot = [u32::MAX; 81];
        for (ai, a) in alses.iter().enumerate() {
            for d in a.digits {
                for c in a.sees_all[d as usize] & stems {
                    if slot[c.index()] == u32::MAX {
                        slot[c.index()] = options.len() as u32;
                        options.push(Default::default());
                    }
                    options[slot[c.index()] as usize][d as usize].push(ai as u32);
                }
            }
        }
        PetalOptions { options, slot }
    }

    /// The options of `stem`, one list per stem digit in order, taken out
    /// (each stem is searched once); `None` if a digit has none.
    pub(super) fn take(&mut self, stem: Cell, stem_digits: DigitSet) -> Option<[Vec<u32>; 9]> {
        let s = self.slot[stem.index()];
        let opts = self.options.get_mut(s as usize)?;
        if stem_digits.iter().any(|d| opts[d as usize].is_empty()) {
            return None;
        }
        let mut per: [Vec<u32>; 9] = Default::default();
        for (i, d) in stem_digits.iter().enumerate() {
            per[i] = std::mem::take(&mut opts[d as usize]);
        }
        Some(per)
    }
}

/// The productive blossoms of `board` (its ALSs in `data`), one per set of
/// eliminations, in the order of [`super::death_blossom::find_death_blossoms`],
/// as far as [`MAX_NODES`] petal trials reach, and whether the search ran
/// to its end; with `only_first`, stops after the first.
pub(super) fn blossoms_in(
    board: &Board,
    data: &AlsData,
    only_first: bool,
) -> (Vec<FoundBlossom>, bool) {
    let alses = &data.alses;
    let stems = stem_cells(board);
    let mut options = PetalOptions::new(alses, stems);
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut budget = MAX_NODES;
    for stem in stems {
        let stem_digits = board.candidates(stem);
        let Some(per) = options.take(stem, stem_digits) else {
            continue;
        };
        let zt = z_cells(board, stem_digits);
        let mut search = Search {
            alses,
            stem,
            k: stem_digits.len(),
            options: per,
            chosen: [0; 9],
            budget: &mut budget,
            seen: &mut seen,
            out: &mut out,
            only_first,
        };
        search.grow(0, !stem_digits, &zt);
        if budget == 0 || (only_first && !out.is_empty()) {
            break;
        }
    }
    (out, budget > 0)
}

/// The solver's first blossom, from the ALS data it keeps in `caches`; a
/// board where the search ran to its end and found nothing becomes the
/// quick test's reference.
pub(super) fn first_blossom(board: &Board, caches: &mut Caches) -> Option<FoundBlossom> {
    let (found, finished) = blossoms_in(board, &als_data(board, caches), true);
    if found.is_empty() && finished {
        caches.get::<BlossomCache>().found_none(board);
    }
    found.into_iter().next()
}
