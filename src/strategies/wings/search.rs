//! The fast search for wings: what [`super::wing::find_wings`] lists, found
//! by growing connected cell sets (each once) over bit-set neighbour tables
//! instead of trying every set of cells. [`find_wings_fast`] returns exactly
//! the reference finder's list, in the same order (tested below on real
//! positions); the named finders (`find_xy_wings`, ...) and so the solver
//! use it. The quick test in [`super::quick`] runs the same search as a
//! probe.

use super::wing::{build, designate_hinge, Wing, MAX_CELLS, MIN_CELLS};
use crate::grid::{Board, Cell, CellSet, DigitSet, Geometry};

/// The number of cells in each part (bit `j` = `chosen[j]`), without a
/// popcount instruction in the innermost loop.
const PART_SIZE: [u8; 1 << MAX_CELLS] = {
    let mut t = [0u8; 1 << MAX_CELLS];
    let mut i = 0;
    while i < t.len() {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// How many digits a set holds, by table (digit sets use bits 1..=9).
const DIGIT_COUNT: [u8; 1024] = {
    let mut t = [0u8; 1024];
    let mut i = 0;
    while i < t.len() {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

#[inline]
fn digit_count(d: DigitSet) -> usize {
    DIGIT_COUNT[(d.0 & 0x3ff) as usize] as usize
}

/// Depth-first search for wing cell sets.
///
/// A minimal wing is *connected*: split its cells into two groups that do
/// not see each other, and the groups share at most Z, while each holds more
/// digits than cells (minimality), so together they would hold too many
/// digits. So the search grows connected sets only, each exactly once, in
/// the manner of the ESU algorithm (Wernicke 2006): the first cell is the
/// set's lowest, and each new cell is a neighbour (a peer) of the set that
/// is not a neighbour of the set before it was added.
pub(super) struct Search<'a> {
    board: &'a Board,
    geo: &'static Geometry,
    /// Candidate cells: 2 to `size` candidates.
    cells: &'a [Cell],
    /// `neighbours[i]`: the cells (bit `j` = `cells[j]`) that see `cells[i]`
    /// and hold 3 to `size` digits with it (two cells holding two digits
    /// would be a locked part).
    neighbours: &'a [u128],
    size: usize,
    chosen: [Cell; MAX_CELLS],
    /// The digits of every part of the chosen cells (bit `j` = `chosen[j]`).
    part_digits: [DigitSet; 1 << MAX_CELLS],
    /// Where found wings go; `None` probes instead: stop at the first wing
    /// that removes something and set `hit`.
    out: Option<&'a mut Vec<Wing>>,
    pub(super) hit: bool,
}

impl Search<'_> {
    /// Tries to add `cells[i]` as the `depth`-th cell: returns the
    /// non-restricted digits so far, or `None` if no wing can contain the
    /// chosen cells and this one.
    pub(super) fn admit(
        &mut self,
        i: usize,
        depth: usize,
        unrestricted: DigitSet,
    ) -> Option<DigitSet> {
        let c = self.cells[i];
        let cands = self.board.candidates(c);
        // A digit shared with a chosen cell this one does not see is non-restricted.
        let mut unr = unrestricted;
        for &p in &self.chosen[..depth] {
            if !self.geo.sees(p, c) {
                unr |= self.board.candidates(p) & cands;
            }
        }
        if digit_count(unr) > 1 {
            return None;
        }
        // Minimal: no part of 2 or more cells (short of the whole pattern)
        // may hold as few digits as it has cells.
        let bit = 1 << depth;
        for (part, &part_size) in PART_SIZE.iter().enumerate().take(bit) {
            let d = self.part_digits[part] | cands;
            let n = part_size as usize + 1;
            if n >= 2 && n < self.size && digit_count(d) <= n {
                return None;
            }
            self.part_digits[part | bit] = d;
        }
        self.chosen[depth] = c;
        Some(unr)
    }

    /// For a probe: could the chosen cells (`depth` of them) still grow
    /// into a wing that removes something (or, all chosen, do they remove
    /// something)? Its Z is the one non-restricted digit so far, if there
    /// is one; else, once all `size` digits are in, one of them. A target
    /// sees every Z cell of the wing, so it is among the cells with that
    /// digit seeing the Z cells chosen so far: if there are none for every
    /// possible Z, no way of growing helps.
    fn may_remove(&self, depth: usize, union: DigitSet, unrestricted: DigitSet) -> bool {
        let zs = if !unrestricted.is_empty() {
            unrestricted
        } else if digit_count(union) == self.size {
            union
        } else {
            return true;
        };
        let chosen = &self.chosen[..depth];
        zs.iter().any(|z| {
            let mut seen = self.board.digit_cells(z);
            for &c in chosen {
                if self.board.has_candidate(c, z) {
                    seen &= self.geo.peers(c);
                }
            }
            !seen.is_empty()
        })
    }

    /// Grows the chosen cells (`depth` of them; `closed` = them and their
    /// neighbours) by cells of `ext`; `above_root` = cells past the first.
    pub(super) fn grow(
        &mut self,
        depth: usize,
        closed: u128,
        ext: u128,
        above_root: u128,
        unrestricted: DigitSet,
        twice: DigitSet,
    ) {
        if depth == self.size {
            let union = self.part_digits[(1 << depth) - 1];
            if digit_count(union) == self.size && unrestricted.len() == 1 {
                let cells = &self.chosen[..depth];
                if let Some(z) = unrestricted.first() {
                    match self.out.as_deref_mut() {
                        Some(out) => {
                            let (hinge, hinged) = designate_hinge(self.board, cells);
                            if hinged || self.size > MIN_CELLS {
                                out.push(build(self.board, hinge, hinged, cells, union, z));
                            }
                        }
                        // Three cells always have a hinge, and bigger
                        // wings count hinged or not: only the effect matters.
                        None => self.hit |= self.may_remove(depth, union, unrestricted),
                    }
                }
            }
            return;
        }
        // In a minimal wing every digit is in two cells or more (leave out
        // the cell holding a digit's only copy, and the others hold fewer
        // digits than cells). So: never more than `size` digits; the last
        // cell but one must bring the count to `size` (a digit it left to
        // the last cell would be there once); the last cell brings no new
        // digit and repeats every digit seen only once.
        let union = self.part_digits[(1 << depth) - 1];
        let left = self.size - depth;
        if left == 1 && digit_count(union) != self.size {
            return;
        }
        // Probes of five-cell wings give up early on cell sets that can
        // remove nothing (for smaller wings the test costs more than it
        // saves: measured).
        if self.out.is_none()
            && self.size == MAX_CELLS
            && left >= 2
            && !self.may_remove(depth, union, unrestricted)
        {
            return;
        }
        let need = union - twice;
        let mut rest = ext;
        while rest != 0 && !self.hit {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let cands = self.board.candidates(self.cells[i]);
            let grown = digit_count(union | cands);
            let fits = match left {
                1 => cands.is_subset(union) && need.is_subset(cands),
                2 => grown == self.size,
                _ => grown <= self.size,
            };
            if !fits {
                continue;
            }
            let Some(unr) = self.admit(i, depth, unrestricted) else {
                continue;
            };
            let fresh = self.neighbours[i] & !closed & above_root;
            let closed = closed | self.neighbours[i] | (1u128 << i);
            let twice = twice | (union & cands);
            self.grow(depth + 1, closed, rest | fresh, above_root, unr, twice);
        }
    }
}

/// The cells that may take part in a wing of `size` cells (2 to `size`
/// candidates), and for each, as a bit set over that list, its neighbours:
/// the peers holding 3 to `size` digits together with it.
pub(super) struct Pool {
    pub(super) cells: [Cell; 81],
    pub(super) len: usize,
    pub(super) neighbours: [u128; 81],
}

impl Pool {
    pub(super) fn of(board: &Board, size: usize) -> Pool {
        let geo = board.geometry();
        let mut pool = Pool {
            cells: [Cell::default(); 81],
            len: 0,
            neighbours: [0u128; 81],
        };
        // Pool index of each pool cell.
        let mut at = [0u8; 81];
        let mut members = CellSet::EMPTY;
        for c in board.empty_cells() {
            if (2..=size).contains(&board.candidates(c).len()) {
                at[c.index()] = pool.len as u8;
                members.insert(c);
                pool.cells[pool.len] = c;
                pool.len += 1;
            }
        }
        // Only peers can be neighbours: look at each pair of peers once.
        for (i, &a) in pool.cells[..pool.len].iter().enumerate() {
            let a_digits = board.candidates(a);
            for b in geo.peers(a) & members {
                let j = at[b.index()] as usize;
                if j > i && (3..=size).contains(&(a_digits | board.candidates(b)).len()) {
                    pool.neighbours[i] |= 1 << j;
                    pool.neighbours[j] |= 1 << i;
                }
            }
        }
        pool
    }

    pub(super) fn search<'a>(
        &'a self,
        board: &'a Board,
        size: usize,
        out: Option<&'a mut Vec<Wing>>,
    ) -> Search<'a> {
        Search {
            board,
            geo: board.geometry(),
            cells: &self.cells[..self.len],
            neighbours: &self.neighbours[..self.len],
            size,
            chosen: [Cell::default(); MAX_CELLS],
            part_digits: [DigitSet::EMPTY; 1 << MAX_CELLS],
            out,
            hit: false,
        }
    }
}

/// Every wing of `size` cells (3, 4 or 5) on the board: the list of
/// [`super::wing::find_wings`], by the connected-set search.
pub fn find_wings_fast(board: &Board, size: usize) -> Vec<Wing> {
    let mut out = Vec::new();
    if !(MIN_CELLS..=MAX_CELLS).contains(&size) || size > board.size() {
        return out;
    }
    let pool = Pool::of(board, size);
    let mut search = pool.search(board, size, Some(&mut out));
    // `pool.len` <= 81, so the masks fit.
    let everyone = (1u128 << pool.len) - 1;
    let mut roots = everyone;
    while roots != 0 {
        let root = roots.trailing_zeros() as usize;
        roots &= roots - 1;
        let above_root = !((2u128 << root) - 1);
        if search.admit(root, 0, DigitSet::EMPTY).is_some() {
            let root_neighbours = pool.neighbours[root];
            search.grow(
                1,
                root_neighbours | (1u128 << root),
                root_neighbours & above_root,
                above_root,
                DigitSet::EMPTY,
                DigitSet::EMPTY,
            );
        }
    }
    out.sort_by(|a, b| (a.hinge, &a.wings).cmp(&(b.hinge, &b.wings)));
    out
}

#[cfg(test)]
mod tests {
    use super::super::wing::{find_wings, wing_eliminations};
    use super::*;
    use crate::test_util::{board, walkthrough_boards};

    /// The fast search lists exactly the reference finder's wings, in the
    /// same order, for every size (sizes with no wings included); returns
    /// how many wings there were, and how many removed something.
    fn check_same(b: &Board) -> (usize, usize) {
        let mut counts = (0, 0);
        for size in 0..=MAX_CELLS + 1 {
            let fast = find_wings_fast(b, size);
            assert_eq!(fast, find_wings(b, size), "size {size} on {}", b.to_line());
            counts.0 += fast.len();
            counts.1 += fast
                .iter()
                .filter(|w| !wing_eliminations(b, w).is_empty())
                .count();
        }
        counts
    }

    #[test]
    fn fast_search_lists_what_the_reference_lists() {
        let Some(walks) = walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping: ../shared/puzzles/magictour_top1465.txt not found");
            return;
        };
        let (mut boards, mut wings, mut productive) = (0, 0, 0);
        for b in walks.iter().flatten() {
            let (n, p) = check_same(b);
            boards += 1;
            wings += n;
            productive += p;
        }
        println!("{boards} boards, {wings} wings ({productive} productive): same lists");
        assert!(productive > 0);
    }

    #[test]
    fn fast_search_on_small_boards() {
        // 4x4 (amayaos set, puzzle 1) and 6x6 (Sukaku explainer README
        // example), then the shared 4x4 and 6x6 sets' walkthroughs.
        for line in ["4.....4....3.2..", "..3...4.....2..3.5.....1.6.5.45...1."] {
            check_same(&board(line));
        }
        for file in ["mini4x4_amayaos_20.txt", "mini6x6_sukaku6x6explainer_3.txt"] {
            let Some(walks) = crate::test_util::walkthrough_boards_exactly(file, 1) else {
                println!("skipping: ../shared/puzzles/{file} not found");
                continue;
            };
            for b in walks.iter().flatten() {
                check_same(b);
            }
        }
    }
}
