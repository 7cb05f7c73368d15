//! Nesting in the engine: inside a branch, test a candidate of the
//! branch's position by assuming it and propagating further (an *inner*
//! run on top of the branch's facts), then roll the inner run back. When
//! the inner run breaks down, the candidate is false in the branch, for
//! the branch facts the inner run used (the new fact's parents).
//!
//! ```text
//!   log: [ premise, facts of the branch ... | inner premise, inner facts ]
//!                                           ^ mark: rolled back to here
//! ```

use super::{of_slot, Engine, Parents, LOG_CAP, POOL_CAP, SLOTS};
use crate::grid::{CellSet, DigitSet};
use crate::strategies::forcing::Rule;

/// Where the log stood before an inner run.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LogMark {
    pub len: usize,
    pool_len: usize,
}

impl Engine {
    /// Derive facts at any distance from the premise (nested branches grow
    /// long; the depth is only shown, never a limit on soundness).
    pub fn set_unbounded(&mut self) {
        self.depth_cap = u16::MAX;
    }

    /// The current end of the log.
    pub fn mark(&self) -> LogMark {
        LogMark {
            len: self.len,
            pool_len: self.pool_len,
        }
    }

    /// Processes the log from entry `from` on, until nothing new follows or
    /// the position breaks; false when it breaks.
    pub fn run_from(&mut self, from: usize) -> bool {
        let mut i = from;
        while i < self.len && self.clash.is_none() {
            self.process(i);
            i += 1;
        }
        self.clash.is_none()
    }

    /// Whether slot `s` is still open in the branch's position: a candidate
    /// that no fact has decided.
    pub fn is_open(&self, s: usize) -> bool {
        let (cell, digit) = of_slot(s);
        self.known[s] == 0 && self.cands[cell.index()].contains(digit)
    }

    /// Inner run: assumes slot `s` (open) true on top of the branch and
    /// propagates. False when it breaks; then [`Engine::inner_uses`] tells
    /// which branch facts it rested on. Undo it with [`Engine::rollback`].
    pub fn try_inner(&mut self, s: usize, truth: bool) -> bool {
        debug_assert!(s < SLOTS && self.is_open(s));
        let from = self.len;
        self.inner_from = from;
        self.derive(s, truth, Rule::Premise, (None, None), Parents::None);
        self.run_from(from)
    }

    /// Inner runs follow *chains* only: singles where the outer branch's
    /// position has a strong link (a bivalue cell, a digit with two places
    /// in a house), each fact resting on one inner fact, and no locked
    /// candidates; the outer branch keeps the net rules. (Sudoku
    /// Explainer's nested forcing chains whose inner chains are plain.)
    pub fn set_inner_chains(&mut self) {
        self.inner_chains = true;
    }

    /// Whether inner runs follow chains only.
    pub fn has_inner_chains(&self) -> bool {
        self.inner_chains
    }

    /// Whether the clash is one candidate both true and false.
    pub fn clash_both_ways(&self) -> bool {
        matches!(
            self.clash.map(|c| c.kind),
            Some(super::ClashKind::BothWays(_))
        )
    }

    /// Whether an inner run of chains only is going on.
    pub(super) fn in_inner_chains(&self) -> bool {
        self.inner_chains && self.inner_from != usize::MAX
    }

    /// Outside an inner run of chains: the cell lost one of the board's
    /// digits (chain mode). Inside: it lost one digit in the inner run,
    /// so it was bivalue in the outer branch's position.
    pub(super) fn one_removal(&self, cell: crate::grid::Cell, removed: DigitSet) -> bool {
        if !self.in_inner_chains() {
            return removed.len() == 1;
        }
        let inner = |x: u8| self.known[super::slot(cell, x)] as usize > self.inner_from;
        removed.iter().filter(|&x| inner(x)).count() == 1
    }

    /// The same for a house's places of digit `d` (`removed`: the places
    /// gone since the board).
    pub(super) fn one_place_gone(&self, removed: CellSet, d: u8) -> bool {
        if !self.in_inner_chains() {
            return removed.len() == 1;
        }
        let inner = |c| self.known[super::slot(c, d)] as usize > self.inner_from;
        removed.iter().filter(|&c| inner(c)).count() == 1
    }

    /// The facts before `mark` that the clash of the inner run started at
    /// `mark` rests on directly (the parents of its inner facts), in log
    /// order; the inner facts it rests on are returned second.
    pub fn inner_uses(&mut self, mark: LogMark) -> (Vec<u16>, Vec<usize>) {
        let Some(c) = self.clash else {
            return (Vec::new(), Vec::new());
        };
        let mut outer = Vec::new();
        let mut stack: Vec<u16> = self.clash_parents(&c).to_vec();
        while let Some(i) = stack.pop() {
            let iu = i as usize;
            if self.marks[iu] {
                continue;
            }
            self.marks[iu] = true;
            if iu < mark.len {
                outer.push(i);
            } else {
                stack.extend_from_slice(self.parents(iu));
            }
        }
        let inner: Vec<usize> = (mark.len..self.len).filter(|&i| self.marks[i]).collect();
        for &i in &outer {
            self.marks[i as usize] = false;
        }
        for &i in &inner {
            self.marks[i] = false;
        }
        outer.sort_unstable();
        (outer, inner)
    }

    /// Undoes everything derived after `mark` (and a clash).
    pub fn rollback(&mut self, mark: LogMark) {
        for i in mark.len..self.len {
            let e = self.log[i];
            let s = e.slot as usize;
            if self.known[s] as usize == i + 1 {
                self.known[s] = 0;
                if !e.truth {
                    let (c, d) = of_slot(s);
                    self.cands[c.index()].insert(d);
                    self.digit_cells[d as usize].insert(c);
                }
            }
        }
        self.len = mark.len;
        self.pool_len = mark.pool_len;
        self.clash = None;
        self.inner_from = usize::MAX;
    }

    /// Records that slot `s` is false in the branch because an inner run
    /// broke down on `parents` (log indices); false when the parents do not
    /// fit in the work arrays (then nothing is recorded: deriving less is
    /// always sound).
    pub fn derive_nested(&mut self, s: usize, parents: &[u16]) -> bool {
        let room_left = POOL_CAP - self.pool_len;
        let reserved = (LOG_CAP + 1 - self.len) * 9;
        if parents.len() > u8::MAX as usize || parents.len() + reserved > room_left {
            return false;
        }
        let at = self.pool_len;
        let mut depth = 0;
        for &p in parents {
            self.pool[self.pool_len] = p;
            self.pool_len += 1;
            depth = depth.max(self.log[p as usize].depth + 1);
        }
        let idx = self.len;
        self.log[idx] = super::Entry {
            slot: s as u16,
            truth: false,
            rule: Rule::Nested,
            depth,
            house: None,
            other_house: None,
            parents_at: at as u16,
            parents_len: parents.len() as u8,
        };
        self.len += 1;
        self.known[s] = idx as u16 + 1;
        let (c, d) = of_slot(s);
        self.cands[c.index()].remove(d);
        self.digit_cells[d as usize].remove(c);
        true
    }
}
