//! The ALS data the finders share, and how it is kept from board to board
//! (machinery: the teaching side is [`super::als`]).
//!
//! ## Enumeration and cache
//!
//! [`AlsData::of`] lists every ALS of a board once, in the order of
//! [`find_alses`] (it enumerates the same subsets, with each subset's
//! candidate union built from a smaller one's), and keeps, per ALS and
//! digit, the cells holding it and the cells outside that see all of those
//! and hold the digit (where an elimination can land). The restricted
//! commons between every pair are computed on first use ([`super::links`]).
//! The finders run one after another on the same board, so the solver keeps
//! the last board's data in its [`Caches`] ([`AlsCache`], [`als_data`]);
//! the plain `find_*` functions build theirs fresh on every call.
//!
//! ## Incremental data
//!
//! In a walkthrough the next board the finders see is the last one with a
//! few candidates gone and a few cells filled: solving only ever removes.
//! Most of the work of the last board still holds ([`AlsData::update`]):
//!
//! * An ALS none of whose cells changed is still an ALS, with the same
//!   digits and the same cells per digit. Only its "sees all" sets can
//!   differ, and only by losing cells whose candidate went: they are the
//!   old sets with the removed candidates taken out.
//! * An ALS on the new board that was not one before has a changed cell. So
//!   the new ones are found by enumerating, in the houses of the changed
//!   cells only, the subsets that contain a changed cell.
//! * Whether two ALSs are linked, and by which digits, depends only on the
//!   candidates of their own cells (every X cell of one sees every X cell of
//!   the other, none shared). So the links between two kept ALSs are copied;
//!   only pairs with a new ALS are worked out.
//!
//! The finders list their instances in ALS order and link order, so the
//! rebuilt data must keep exactly the order a fresh enumeration gives:
//! houses in order, and within a house subsets by bit mask over the house's
//! cells. Kept and new ALSs are merged by that key, and the copied and new
//! links merged by pair. A test checks, on every board of many real
//! walkthroughs, that the rebuilt data equals the fresh data.

#[cfg(doc)]
use super::als::find_alses;
use super::als::{seen_digits, Als};
use super::links::{compute_links, links_from, AlsLink, Links};
use crate::grid::{Board, Cell, CellSet, DigitSet, House};
use crate::strategies::accel::Caches;
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

/// Every ALS of a board, and (on first use) every RCC link between them.
pub struct AlsData {
    pub alses: Vec<Als>,
    /// (strict, overlap) links, computed together on first use.
    pub(super) links: OnceCell<(Links, Links)>,
    /// Set by [`AlsData::update`]: the data this was rebuilt from, whose
    /// links between ALSs kept unchanged are reused when the links are
    /// first needed (then dropped).
    seed: RefCell<Option<Seed>>,
}

/// What an incremental rebuild keeps of the data it started from.
pub(super) struct Seed {
    pub(super) old: Rc<AlsData>,
    /// `map[i]`: the new index of old ALS `i`, or `u32::MAX` if it is gone.
    pub(super) map: Vec<u32>,
    /// `fresh[i]`: new ALS `i` contains a changed cell (it has no old links).
    pub(super) fresh: Vec<bool>,
}

impl AlsData {
    /// Enumerates the ALSs of `board` (no links yet).
    pub fn of(board: &Board) -> AlsData {
        AlsData {
            alses: alses_of(board),
            links: OnceCell::new(),
            seed: RefCell::new(None),
        }
    }

    /// The data of `board` rebuilt from `old`, the data of `old_board`, when
    /// `board` is `old_board` with candidates removed (and cells filled);
    /// `None` otherwise. Equal to [`AlsData::of`] in every field and in ALS
    /// and link order (see the module docs, "Incremental data").
    pub fn update(old_board: &Board, old: &Rc<AlsData>, board: &Board) -> Option<AlsData> {
        let geo = board.geometry();
        if old_board.size() != board.size() || old_board.givens() != board.givens() {
            return None;
        }
        let mut changed = CellSet::EMPTY;
        for c in geo.cells() {
            let (then, now) = (old_board.candidates(c), board.candidates(c));
            if !now.is_subset(then) {
                return None;
            }
            if now != then || old_board.value(c) != board.value(c) {
                changed.insert(c);
            }
        }
        // Kept: the ALSs with no changed cell. Their cells, digits and digit
        // cells are as before; the cells that see them can only have lost
        // candidates. Fresh: the ALSs with a changed cell. Both lists are in
        // canonical order; merge them.
        let found = enumerate(board, changed);
        let n = old.alses.len() + found.len();
        let mut alses = Vec::with_capacity(n);
        let mut fresh = Vec::with_capacity(n);
        let mut map = vec![u32::MAX; old.alses.len()];
        let mut kept = old
            .alses
            .iter()
            .enumerate()
            .filter(|(_, a)| !a.cells.intersects(changed))
            .map(|(i, a)| (order_key(board, a.house, a.cells), i))
            .peekable();
        for (cells, digits, h) in found {
            let key = order_key(board, h, cells);
            while let Some((_, i)) = kept.next_if(|&(k, _)| k < key) {
                map[i] = alses.len() as u32;
                alses.push(kept_als(&old.alses[i], board));
                fresh.push(false);
            }
            alses.push(Als::new(board, cells, digits, h));
            fresh.push(true);
        }
        for (_, i) in kept {
            map[i] = alses.len() as u32;
            alses.push(kept_als(&old.alses[i], board));
            fresh.push(false);
        }
        let seed = old.links.get().is_some().then(|| Seed {
            old: Rc::clone(old),
            map,
            fresh,
        });
        Some(AlsData {
            alses,
            links: OnceCell::new(),
            seed: RefCell::new(seed),
        })
    }

    /// Both link tables, computed on first use: from the old data's links
    /// when this was rebuilt incrementally, from scratch otherwise.
    fn tables(&self) -> &(Links, Links) {
        self.links
            .get_or_init(|| match self.seed.borrow_mut().take() {
                Some(seed) => links_from(&self.alses, &seed),
                None => compute_links(&self.alses),
            })
    }

    /// The RCC links of ALS `i`, both directions, ordered by the other ALS.
    pub fn links(&self, i: usize) -> &[AlsLink] {
        let l = &self.tables().0;
        &l.list[l.start[i] as usize..l.start[i + 1] as usize]
    }

    /// The whole strict link table: (row starts, links).
    pub(crate) fn link_table(&self) -> (&[u32], &[AlsLink]) {
        let l = &self.tables().0;
        (&l.start, &l.list)
    }

    /// Like [`AlsData::links`], but also between ALSs that share cells, as
    /// long as no cell of the shared part holds an RCC (HoDoKu's "allow ALS
    /// overlap" rule).
    pub fn overlap_links(&self, i: usize) -> &[AlsLink] {
        let l = &self.tables().1;
        &l.list[l.start[i] as usize..l.start[i + 1] as usize]
    }
}

/// An ALS with no changed cell, on the new board: only the cells seeing
/// it lose digits, those `board` no longer has there.
fn kept_als(a: &Als, board: &Board) -> Als {
    let mut a = a.clone();
    for d in a.digits {
        a.sees_all[d as usize] &= board.digit_cells(d);
    }
    a.seen_digits = seen_digits(a.digits, &a.sees_all);
    a
}

/// Where [`find_alses`] lists an ALS found in house `h`: houses in order,
/// and within a house by the subset's bit mask over the house's cells
/// (highest differing cell decides). Leaving out the house's filled cells,
/// as the enumeration does, does not change how two subsets compare.
fn order_key(board: &Board, h: House, cells: CellSet) -> u32 {
    let mut mask = 0u32;
    for (k, &c) in board.geometry().house_cells(h).iter().enumerate() {
        if cells.contains(c) {
            mask |= 1 << k;
        }
    }
    ((h.index() as u32) << 16) | mask
}

/// Every ALS of `board`: [`find_alses`], by the enumeration below.
fn alses_of(board: &Board) -> Vec<Als> {
    enumerate(board, board.geometry().all_cells)
        .into_iter()
        .map(|(cells, digits, h)| Als::new(board, cells, digits, h))
        .collect()
}

/// The ALSs of `board` with at least one cell in `near` (all of them when
/// `near` is every cell), as (cells, digits, house), in house order.
fn enumerate(board: &Board, near: CellSet) -> Vec<(CellSet, DigitSet, House)> {
    let geo = board.geometry();
    let mut found: Vec<(CellSet, DigitSet, House)> = Vec::new();
    let mut cells = [Cell::default(); 9];
    // Per subset (bit mask over `cells`): its candidate union and its cells.
    // Entry 0 stays empty; every other entry is written, house by house,
    // before it is read.
    let mut unions = [DigitSet::EMPTY; 512];
    let mut sets = [CellSet::EMPTY; 512];
    for h in geo.houses() {
        if !geo.house(h).intersects(near) {
            continue;
        }
        let mut n = 0;
        // Bits (over `cells`) of the cells in `near`.
        let mut near_bits = 0usize;
        for &c in geo.house_cells(h) {
            if board.value(c).is_none() && !board.candidates(c).is_empty() {
                if near.contains(c) {
                    near_bits |= 1 << n;
                }
                cells[n] = c;
                n += 1;
            }
        }
        // Subsets by increasing bit mask; the union of a subset is the union
        // of the subset without its top bit plus that cell.
        for mask in 1usize..(1 << n) {
            let top = usize::BITS - 1 - mask.leading_zeros();
            let rest = mask & !(1 << top);
            let c = cells[top as usize];
            unions[mask] = unions[rest] | board.candidates(c);
            sets[mask] = sets[rest] | CellSet::single(c);
            if mask & near_bits != 0 && unions[mask].len() == mask.count_ones() as usize + 1 {
                // Found before if an earlier house (one holding its first
                // cell) holds it all.
                let set = sets[mask];
                let first = cells[mask.trailing_zeros() as usize];
                let earlier = geo
                    .houses_of(first)
                    .iter()
                    .any(|&h2| h2 < h && set.is_subset(geo.house(h2)));
                if !earlier {
                    found.push((set, unions[mask], h));
                }
            }
        }
    }
    found
}

/// The solver's ALS cache: the last board's ALS data. The ALS finders run
/// one after another on the same board and share it, and the next board
/// usually differs by a few candidates, so its data is rebuilt from this.
#[derive(Default)]
pub struct AlsCache {
    last: Option<(Board, Rc<AlsData>)>,
}

/// The ALS data of `board`: the cached one when `board` is the last board
/// asked for, else rebuilt from it ([`AlsData::update`]) or made afresh.
pub fn als_data(board: &Board, caches: &mut Caches) -> Rc<AlsData> {
    let cache = caches.get::<AlsCache>();
    if let Some((b, d)) = &cache.last {
        if b == board {
            return Rc::clone(d);
        }
    }
    let d = Rc::new(
        cache
            .last
            .take()
            .and_then(|(b, d)| AlsData::update(&b, &d, board))
            .unwrap_or_else(|| AlsData::of(board)),
    );
    cache.last = Some((board.clone(), Rc::clone(&d)));
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::als::find_alses;

    fn same_data(a: &AlsData, b: &AlsData) -> bool {
        let link_eq = |x: &[AlsLink], y: &[AlsLink]| {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(l, m)| l.other == m.other && l.rccs == m.rccs)
        };
        same_alses(&a.alses, &b.alses)
            && (0..a.alses.len()).all(|i| {
                link_eq(a.links(i), b.links(i)) && link_eq(a.overlap_links(i), b.overlap_links(i))
            })
    }

    fn same_alses(a: &[Als], b: &[Als]) -> bool {
        let als_eq = |x: &Als, y: &Als| {
            x.cells == y.cells
                && x.digits == y.digits
                && x.house == y.house
                && x.digit_cells == y.digit_cells
                && x.sees_all == y.sees_all
                && x.seen_digits == y.seen_digits
        };
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| als_eq(x, y))
    }

    /// Rebuilding from the previous board's data gives exactly the data of
    /// a fresh enumeration (ALSs, their fields and order, both link tables),
    /// whether or not the previous data had its links computed; and the
    /// fresh enumeration lists what the plain [`find_alses`] lists.
    #[test]
    fn incremental_data_equals_fresh() {
        let Some(walks) = crate::test_util::walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping incremental_data_equals_fresh: ../shared/puzzles not found");
            return;
        };
        let (mut checked, mut reused) = (0, 0);
        for boards in &walks {
            let mut prev: Option<(Board, Rc<AlsData>)> = None;
            for (k, b) in boards.iter().enumerate() {
                let fresh = AlsData::of(b);
                if k % 4 == 0 {
                    assert!(same_alses(&fresh.alses, &find_alses(b)));
                }
                let rebuild = || match &prev {
                    Some((pb, pd)) => AlsData::update(pb, pd, b).expect("candidates only go"),
                    None => AlsData::of(b),
                };
                let data = rebuild();
                reused += usize::from(data.seed.borrow().is_some());
                // (Comparing computes the links.)
                assert!(
                    same_data(&data, &fresh),
                    "step {k} of {}",
                    boards[0].to_line()
                );
                checked += 1;
                // Larger steps, as between the boards where the solver asks
                // the ALS finders: from the board 6 steps back.
                if k >= 6 && k % 3 == 0 {
                    let back = Rc::new(AlsData::of(&boards[k - 6]));
                    if !back.alses.is_empty() {
                        back.links(0);
                    }
                    let jump =
                        AlsData::update(&boards[k - 6], &back, b).expect("candidates only go");
                    assert!(
                        same_data(&jump, &fresh),
                        "6 steps to {k} of {}",
                        boards[0].to_line()
                    );
                    checked += 1;
                }
                // Mostly passed on with links (reused next time), sometimes
                // without (the next links are computed from scratch).
                let next = if k % 5 == 3 { rebuild() } else { data };
                prev = Some((b.clone(), Rc::new(next)));
            }
        }
        println!("{checked} checks, {reused} with links rebuilt from the previous board's");
        assert!(checked > 1000 && reused > 500);
    }

    /// The cache hands out the same data for the same board, and data
    /// equal to a fresh enumeration for the next one.
    #[test]
    fn cache_keeps_the_last_board() {
        let start = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let mut caches = Caches::new();
        let first = als_data(&start, &mut caches);
        assert!(Rc::ptr_eq(&first, &als_data(&start, &mut caches)));
        first.links(0);
        let mut next = start.clone();
        let c = next.empty_cells().first().unwrap();
        let d = next.candidates(c).first().unwrap();
        assert!(next.eliminate(crate::grid::Candidate::new(c, d)));
        let again = als_data(&next, &mut caches);
        assert!(again.seed.borrow().is_some(), "rebuilt from the last board");
        assert!(same_data(&again, &AlsData::of(&next)));
    }
}
