//! # Death Blossom
//!
//! A **stem** cell with candidates d1..dk, and for each di a **petal**: an
//! almost locked set (see the `als` module docs) holding di, outside the
//! stem, whose di cells all see the stem. The stem takes some di; then that
//! petal loses di and is locked, so it holds every other digit it has. Let Z
//! be a digit that every petal holds and the stem does not: whichever digit
//! the stem takes, Z is in one of the petals. So **a cell seeing every Z of
//! every petal is not Z**.
//!
//! ```text
//!  stem S {1,2}; petal P1 holds 1 (its 1s see S) and Z; petal P2 holds 2
//!  (its 2s see S) and Z.
//!
//!   S . . | P1 P1 . | . . .    S=1 => P1 loses 1 => P1 is locked, holds Z
//!   . . . | .  .  . | . . .    S=2 => P2 loses 2 => P2 holds Z
//!   P2 . .| x  x  . | . . .    x seeing all Zs of P1 and P2 is not Z.
//! ```
//!
//! Rules as in HoDoKu 2.2 (`AlsSolver.getAlsDeathBlossomInt`, score 360;
//! also sudokuwiki.org "Death Blossom") with its "allow ALS overlap" option
//! on: every candidate of the stem has a petal (bivalue cells count); petals
//! never hold the stem but may share cells with each other (the argument
//! looks at one petal only, the one the stem's digit empties, so shared
//! cells do not weaken it; HoDoKu's regression library tests both forms,
//! variants 0904-1 and 0904-2); Z is not a candidate of the stem; Z is
//! removed from cells outside the petals that see all the petals' Z cells.
//! Instances with the same eliminations are reported once.
//!
//! The search tries, per stem, one petal per stem digit in turn, and drops a
//! partial choice as soon as no digit is both common to the petals so far
//! and seen, in all of them, by some cell holding it. It stops after
//! [`MAX_NODES`] petal trials per board (a bound that ordinary boards stay
//! well below; see the timings test). Because of that bound, the solver's
//! quick test ([`may_fire_near`]) does not trust "found nothing" from a
//! search that stopped early: it keeps as its reference only a board known
//! to have no productive blossom.

use super::{als_data, candidates_of, is_als, place, Als, AlsRef};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::step::{Highlights, Pattern, Role};
use crate::strategies::accel::{first_or_search, Caches, FastFirst};
use crate::strategies::common::{strategy, Effects};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashSet;

/// Work bound: petal trials per board.
pub const MAX_NODES: usize = 100_000;

/// A stem cell and one petal per stem digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeathBlossom {
    pub stem: Cell,
    pub stem_digits: DigitSet,
    /// `petals[i]` belongs to the `i`-th stem digit (in increasing order).
    pub petals: Vec<AlsRef>,
    /// Digits in every petal, not in the stem, that remove something.
    pub zs: DigitSet,
}

/// Do `stem` and `petals` (one per stem digit, in digit order) form a Death
/// Blossom?
pub fn is_death_blossom(board: &Board, stem: Cell, petals: &[Vec<Cell>]) -> Option<DeathBlossom> {
    let geo = board.geometry();
    if stem.index() >= 81 || !geo.contains(stem) || board.value(stem).is_some() {
        return None;
    }
    let stem_digits = board.candidates(stem);
    if stem_digits.len() < 2 || petals.len() != stem_digits.len() {
        return None;
    }
    let mut refs = Vec::new();
    for (d, cells) in stem_digits.iter().zip(petals) {
        let p = is_als(board, cells)?;
        if p.cells.contains(stem) || !p.digits.contains(d) {
            return None;
        }
        if !p.sees_all(board, d).contains(stem) {
            return None;
        }
        refs.push(p);
    }
    let mut b = DeathBlossom {
        stem,
        stem_digits,
        petals: refs,
        zs: DigitSet::EMPTY,
    };
    let t = targets(board, &b);
    b.zs = (1..=9u8).filter(|&d| !t[d as usize].is_empty()).collect();
    Some(b)
}

fn targets(board: &Board, b: &DeathBlossom) -> [CellSet; 10] {
    let mut t = [CellSet::EMPTY; 10];
    let mut common = !b.stem_digits;
    for p in &b.petals {
        common &= p.digits;
    }
    for z in common {
        let mut cells = board.digit_cells(z);
        for p in &b.petals {
            cells &= p.sees_all(board, z);
        }
        t[z as usize] = cells - CellSet::single(b.stem);
    }
    t
}

/// Adding petal `a`: the Z digits left (those it holds too), and per Z the
/// cells that still see every Z so far and every Z of `a`, written to
/// `into` (only the Zs left: nothing reads the others); `None` when no Z
/// keeps such a cell. (The caller's one buffer per level of the search is
/// reused for every petal tried there: no array is built and copied back
/// per petal.)
fn narrow(
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
    board: &'a Board,
    alses: &'a [Als],
    stem: Cell,
    stem_digits: [u8; 9],
    k: usize,
    /// Petal candidates (indices into `alses`) per stem digit position.
    options: [Vec<u32>; 9],
    chosen: [u32; 9],
    budget: &'a mut usize,
    seen: &'a mut HashSet<Vec<Candidate>>,
    out: &'a mut Vec<DeathBlossom>,
    /// Stop at the first instance.
    only_first: bool,
}

impl Search<'_> {
    /// Picks a petal for stem digit number `i`; `common` = non-stem digits
    /// common to the petals so far, `zt[z]` = cells holding z that see all Zs
    /// of the petals so far.
    fn grow(&mut self, i: usize, common: DigitSet, zt: &[CellSet; 10]) {
        if i == self.k {
            self.report();
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

    fn report(&mut self) {
        let petals: Vec<AlsRef> = self.chosen[..self.k]
            .iter()
            .map(|&i| self.alses[i as usize].to_ref(self.board))
            .collect();
        let mut b = DeathBlossom {
            stem: self.stem,
            stem_digits: self.stem_digits[..self.k].iter().copied().collect(),
            petals,
            zs: DigitSet::EMPTY,
        };
        let t = targets(self.board, &b);
        let effect = candidates_of(&t);
        if effect.is_empty() || !self.seen.insert(effect) {
            return;
        }
        b.zs = (1..=9u8).filter(|&d| !t[d as usize].is_empty()).collect();
        self.out.push(b);
    }
}

/// Every productive Death Blossom (one per set of eliminations), by stem.
pub fn find_death_blossoms(board: &Board) -> Vec<DeathBlossom> {
    scan(board, false)
}

/// The cells a stem can be: empty, with two candidates or more.
fn stem_cells(board: &Board) -> CellSet {
    board
        .geometry()
        .cells()
        .filter(|&c| board.value(c).is_none() && board.candidates(c).len() >= 2)
        .collect()
}

/// Before any petal: every non-stem digit's cells (the Z candidates).
fn z_cells(board: &Board, stem_digits: DigitSet) -> [CellSet; 10] {
    let mut zt = [CellSet::EMPTY; 10];
    for z in !stem_digits {
        zt[z as usize] = board.digit_cells(z);
    }
    zt
}

/// The petal options of some stems: per stem and digit, the ALSs (indices)
/// whose cells with that digit all see the stem, in ALS order.
struct PetalOptions {
    options: Vec<[Vec<u32>; 10]>,
    /// Per cell, its row in `options` (`u32::MAX`: no option at all).
    slot: [u32; 81],
}

impl PetalOptions {
    fn new(alses: &[Als], stems: CellSet) -> PetalOptions {
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
    fn take(&mut self, stem: Cell, stem_digits: DigitSet) -> Option<[Vec<u32>; 9]> {
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

/// The finder; with `only_first`, stops after the first instance.
fn scan(board: &Board, only_first: bool) -> Vec<DeathBlossom> {
    let data = als_data(board);
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
        let mut digits = [0u8; 9];
        for (i, d) in stem_digits.iter().enumerate() {
            digits[i] = d;
        }
        let zt = z_cells(board, stem_digits);
        let mut search = Search {
            board,
            alses,
            stem,
            stem_digits: digits,
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
    // Nothing found and the budget not used up: the search was complete.
    if out.is_empty() && budget > 0 {
        CLEAN.with(|c| *c.borrow_mut() = Some(Snapshot::of(board)));
    }
    out
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

thread_local! {
    /// The last board known to have no productive Death Blossom at all: a
    /// search ran to its end there and found none, or `may_fire_near` showed
    /// there was none.
    static CLEAN: RefCell<Option<Snapshot>> = const { RefCell::new(None) };
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
pub fn may_fire_near(board: &Board, _changed: CellSet) -> bool {
    let Some(then) = CLEAN.with(|c| *c.borrow()) else {
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
    if near_blossom(board, changed) {
        return true;
    }
    CLEAN.with(|c| *c.borrow_mut() = Some(now));
    false
}

/// Is there a productive blossom whose stem is in `changed` or with a petal
/// holding a `changed` cell? `true` also when the search runs out of budget.
fn near_blossom(board: &Board, changed: CellSet) -> bool {
    let data = als_data(board);
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

/// The search of [`near_blossom`] for one stem: as [`Search`], but a
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

/// What a Death Blossom removes: Z from cells seeing all petals' Zs.
pub fn death_blossom_eliminations(board: &Board, b: &DeathBlossom) -> Vec<Candidate> {
    candidates_of(&targets(board, b))
}

impl Pattern for DeathBlossom {
    fn strategy(&self) -> &'static str {
        "death-blossom"
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.cell(self.stem, Role::Pattern);
        h.candidates(board, self.stem, self.stem_digits, Role::Link);
        for (i, (p, d)) in self.petals.iter().zip(self.stem_digits.iter()).enumerate() {
            // The stem digit is not a Z (Z excludes the stem's digits).
            super::highlight_als(board, &mut h, p, DigitSet::single(d), self.zs, i);
            // The stem digit's weak link into its petal.
            if let Some(to) = p.digit_cells(board, d).first() {
                h.link(Candidate::new(self.stem, d), Candidate::new(to, d), false);
            }
        }
        h
    }

    fn explain(&self) -> String {
        let petals: Vec<String> = self
            .stem_digits
            .iter()
            .zip(&self.petals)
            .map(|(d, p)| format!("{d}: {}", p.name()))
            .collect();
        format!(
            "Death Blossom: stem {}{{{}}}, petals {}, Z={}. Whichever digit the stem takes, \
             its petal loses it and is locked, so {} is in one of the petals ({})",
            self.stem,
            self.stem_digits,
            petals.join(", "),
            self.zs,
            super::each_of(self.zs),
            self.petals
                .iter()
                .map(|p| place(p.cells))
                .collect::<Vec<_>>()
                .join(" | "),
        )
    }
}

strategy!(
    /// Death Blossom.
    DeathBlossoms: DeathBlossom = find_death_blossoms, eliminates death_blossom_eliminations
);

impl FastFirst for DeathBlossoms {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(DeathBlossom, Effects)> {
        // The scan stops at its first instance, which always removes
        // something (the full search is the fallback if it ever does not).
        first_or_search::<Self>(board, scan(board, true).into_iter().next()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn reglib_case() {
        // reglib 1.3, the first 0904-1 case (Death Blossom).
        let Some((e, want)) = super::super::test_support::reglib_case(":0904-1:") else {
            return;
        };
        let found = find_death_blossoms(&e.board);
        let hit = found
            .iter()
            .find(|p| {
                death_blossom_eliminations(&e.board, p)
                    .into_iter()
                    .collect::<BTreeSet<_>>()
                    == want
            })
            .expect("the reglib blossom");
        let petals: Vec<Vec<Cell>> = hit
            .petals
            .iter()
            .map(|a| a.cells.iter().collect())
            .collect();
        assert_eq!(
            is_death_blossom(&e.board, hit.stem, &petals).as_ref(),
            Some(hit)
        );
        assert!(hit.explain().starts_with("Death Blossom: stem "));
    }

    #[test]
    fn predicate_rejects_wrong_input() {
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        // A filled stem; a stem with the wrong number of petals.
        assert!(is_death_blossom(&b, Cell::new(0, 0), &[]).is_none());
        let e = b.empty_cells().first().unwrap();
        assert!(is_death_blossom(&b, e, &[vec![e]]).is_none());
    }
}
