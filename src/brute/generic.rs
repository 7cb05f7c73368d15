//! The search for any board size, on the board's own cell layout.
//!
//! Simple and size-independent: per cell a candidate bit set, propagation by
//! naked and hidden singles, then a guess in the cell with fewest candidates.
//! It serves the 4x4 and 6x6 boards, where it is plenty fast, and the tests,
//! where it checks the 9x9 band solver on the same positions.

use super::bands::Tally;
use crate::grid::{Board, Cell, CellSet, Geometry};

/// A position for the search: the digit or the candidates of every cell.
#[derive(Clone)]
pub(super) struct CellGrid {
    geo: &'static Geometry,
    /// Candidates of each empty cell (bit d = digit d); 0 once filled.
    cands: [u16; 81],
    /// Digits, 0 = empty.
    values: [u8; 81],
    /// The empty cells.
    open: CellSet,
}

impl CellGrid {
    /// The position of a board: its digits and its candidates as they are
    /// (strategies may have removed some). `None` if two digits clash.
    pub fn from_board(board: &Board) -> Option<CellGrid> {
        let geo = board.geometry();
        let mut grid = CellGrid {
            geo,
            cands: [0; 81],
            values: [0; 81],
            open: CellSet::EMPTY,
        };
        for cell in geo.cells() {
            match board.value(cell) {
                Some(d) => grid.values[cell.index()] = d,
                None => {
                    grid.cands[cell.index()] = board.candidates(cell).0;
                    grid.open.insert(cell);
                }
            }
        }
        for cell in geo.cells() {
            let d = grid.values[cell.index()];
            if d == 0 {
                continue;
            }
            if geo.peers(cell).iter().any(|p| grid.values[p.index()] == d) {
                return None;
            }
            // A board keeps its candidates clear of its digits; do not rely on it.
            for p in geo.peers(cell) & grid.open {
                grid.cands[p.index()] &= !(1 << d);
            }
        }
        Some(grid)
    }

    /// Puts `d` in `cell` and removes it from the open peers. False if a peer
    /// is left without candidates.
    fn assign(&mut self, cell: Cell, d: u8) -> bool {
        let i = cell.index();
        self.values[i] = d;
        self.cands[i] = 0;
        self.open.remove(cell);
        let mut alive = true;
        for p in self.geo.peers(cell) & self.open {
            self.cands[p.index()] &= !(1 << d);
            alive &= self.cands[p.index()] != 0;
        }
        alive
    }

    /// Naked and hidden singles until none is left. False on a contradiction.
    fn propagate(&mut self) -> bool {
        let all = (1u16 << (self.geo.size + 1)) - 2;
        loop {
            let mut progress = false;
            for cell in self.open {
                if !self.open.contains(cell) {
                    continue; // filled by an earlier single of this pass
                }
                let c = self.cands[cell.index()];
                if c == 0 {
                    return false;
                }
                if c & (c - 1) == 0 {
                    if !self.assign(cell, c.trailing_zeros() as u8) {
                        return false;
                    }
                    progress = true;
                }
            }
            for h in self.geo.houses() {
                let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
                for &cell in self.geo.house_cells(h) {
                    let c = self.cands[cell.index()];
                    twice |= once & c;
                    once |= c;
                    placed |= (1 << self.values[cell.index()]) & all;
                }
                if once | placed != all {
                    return false;
                }
                let mut hidden = once & !twice & !placed;
                while hidden != 0 {
                    let d = hidden.trailing_zeros() as u8;
                    hidden &= hidden - 1;
                    let cells = self.geo.house_cells(h);
                    if cells.iter().any(|c| self.values[c.index()] == d) {
                        continue; // placed by an earlier single of this pass
                    }
                    let Some(&cell) = cells.iter().find(|c| self.cands[c.index()] & (1 << d) != 0)
                    else {
                        return false;
                    };
                    if !self.assign(cell, d) {
                        return false;
                    }
                    progress = true;
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// The digits by cell index (9-wide layout).
    fn digits(&self) -> [u8; 81] {
        self.values
    }

    /// Depth-first search counting solutions into `tally` until its limit.
    pub fn search(&mut self, tally: &mut Tally) {
        if !self.propagate() {
            return;
        }
        let Some(cell) = self
            .open
            .iter()
            .min_by_key(|c| self.cands[c.index()].count_ones())
        else {
            if tally.first.is_none() {
                tally.first = Some(self.digits());
            }
            tally.count += 1;
            return;
        };
        let mut digits = self.cands[cell.index()];
        while digits != 0 {
            let d = digits.trailing_zeros() as u8;
            digits &= digits - 1;
            let mut child = self.clone();
            if child.assign(cell, d) {
                child.search(tally);
                if tally.done() {
                    return;
                }
            }
        }
    }
}
