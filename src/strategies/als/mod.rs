//! # Almost Locked Sets (ALS): the building block, and the strategies made of it
//!
//! A *locked set* is N cells of one house holding only N candidates between
//! them (a naked pair, triple...): those N digits fill those N cells. An
//! **almost locked set** is N cells of one house holding N+1 candidates: one
//! digit too many. Whichever single digit is left out, the other N fill the
//! cells. So **the moment one of its digits is ruled out of it, an ALS
//! becomes a locked set**, and every other digit of it is certain to be in
//! it. A bivalue cell is the smallest ALS (N = 1, two candidates).
//!
//! ```text
//!  A = r2c4,r2c5 {1,5,6}            B = r1c1 {1,5}
//!
//!   B . . | . . x | . . .     If r1c1 is 5, r2c45 lose 5 and hold {1,6};
//!   . . . | A A . | . . .     if r1c1 is 1, the 1 is in B. Either way a 1
//!   . . . | . . . | . . .     is in A or in B: x (seeing both 1s) is not 1.
//! ```
//!
//! Two ALSs A and B that share no cell are linked by a **restricted common
//! candidate** (RCC) `x` when both hold `x` and every `x` cell of A sees
//! every `x` cell of B: then `x` is true in at most one of them, so at least
//! one of them loses `x` and becomes locked. This is the definition used by
//! HoDoKu (Bernhard Hobiger, "ALS-XZ" in its technique docs and
//! `RestrictedCommon` in its solver) and by sudokuwiki.org ("Almost Locked
//! Sets"): the two ALSs must not overlap, and two ALSs have at most two RCCs
//! (three would leave both short of digits). HoDoKu's "allow ALS overlap"
//! option relaxes the first rule: the ALSs may share cells as long as no
//! shared cell holds the RCC ([`AlsData::overlap_links`]); ALS-XY-Wing and
//! Death Blossom here use that relaxed form (see their docs), ALS-XZ and
//! ALS-Chain the strict one. Each strategy here strings ALSs together with
//! RCCs:
//!
//! * [`xz`] ALS-XZ: A −x− B; any other common digit z is in A or in B.
//! * [`xy_wing`] ALS-XY-Wing: A −x− C −y− B, x ≠ y; a common z of A and B.
//! * [`chain`] ALS-Chain: A1 −x1− A2 −x2− ... −An, consecutive RCCs differ.
//! * [`death_blossom`] Death Blossom: a stem cell and one ALS (petal) per
//!   candidate of the stem.
//!
//! (Sue de Coq, in `super::sue_de_coq`, is also an ALS technique but needs
//! none of this machinery.)
//!
//! ## Enumeration and cache
//!
//! [`AlsData::of`] lists every ALS of a board once: per house, every subset
//! of its unfilled cells whose candidate union has exactly one digit more
//! than it has cells (the whole house never qualifies: N unfilled cells of a
//! house miss exactly N digits). An ALS found in two houses (cells of a row
//! inside one box) is kept once, under the first house (rows, then columns,
//! then boxes). For each ALS it keeps, per digit, the cells holding it and
//! the cells outside it that see all of those and hold the digit (where an
//! elimination can land). The restricted commons between every pair are
//! computed on first use. The finders run one after another on the same
//! board, so the last board's data is kept per thread.
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
//!
//! Finders report only instances that eliminate something: a board has
//! hundreds of ALSs and thousands of linked pairs, almost all of them idle.
//!
//! ## Quick tests for the solver
//!
//! In a walkthrough, a strategy that found nothing is asked again after each
//! step, and usually still finds nothing. The solver first asks its
//! `may_fire_near` test (see `strategies::MayFireNear`) about the cells
//! changed since it last found nothing. ALS patterns are *local*: whether
//! one is there depends only on the candidates of its own sets' cells (and a
//! Death Blossom's stem), and what it removes is a digit from cells that
//! hold it and see parts of the pattern. A pattern with no changed cell was
//! there before, removing at least as much, that is nothing; so only
//! patterns with a set on a changed cell need a look.
//!
//! * [`xz::may_fire_near`] and [`xy_wing::may_fire_near`] look at the pairs
//!   (the wings) with a set holding a changed cell, and say yes only if one
//!   of them removes something.
//! * A Death Blossom search stops after a fixed amount of work, so "found
//!   nothing" does not prove there is nothing, and the solver's earlier
//!   board is no safe reference. [`death_blossom::may_fire_near`] keeps its
//!   own: the last board *known* to have no productive blossom. It looks for
//!   blossoms with a changed stem or a petal on a changed cell, and says yes
//!   if it finds one, runs out of work, or has no reference that the board
//!   comes from.
//! * ALS-Chain has no such test. Besides its work bound, its search is not
//!   "every chain": each state (set, link digits) is expanded once, by the
//!   first (shortest) chain reaching it, and a chain never visits a set
//!   twice. On an earlier board the first chain to reach a state may have
//!   run through a set that has changed since and blocked the way on; on
//!   the new board another chain reaches that state and goes on. So the
//!   search may find, among unchanged sets, a chain it did not find before,
//!   and a test about changed cells could miss it.

pub mod chain;
pub mod death_blossom;
pub mod sue_de_coq;
pub mod xy_wing;
pub mod xz;

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::step::{Highlights, Role};
use serde::{Serialize, Serializer};
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

/// One almost locked set with the per-digit sets the finders test against.
#[derive(Clone, Debug)]
pub struct Als {
    pub cells: CellSet,
    pub digits: DigitSet,
    /// The house it was found in (house index, see `grid::geometry`).
    pub house: usize,
    /// Per digit: the ALS cells holding it.
    pub digit_cells: [CellSet; 10],
    /// Per digit: the cells outside the ALS that hold the digit and see every
    /// ALS cell holding it.
    pub sees_all: [CellSet; 10],
    /// The digits whose `sees_all` is not empty: the only ones a pattern
    /// ending in this ALS can remove.
    pub seen_digits: DigitSet,
}

impl Als {
    fn new(board: &Board, cells: CellSet, digits: DigitSet, house: usize) -> Als {
        let geo = board.geometry();
        let mut digit_cells = [CellSet::EMPTY; 10];
        let mut sees_all = [CellSet::EMPTY; 10];
        for d in digits {
            let holders = cells & board.digit_cells(d);
            let mut common = board.digit_cells(d) - cells;
            for c in holders {
                common &= geo.peers(c);
            }
            digit_cells[d as usize] = holders;
            sees_all[d as usize] = common;
        }
        Als {
            cells,
            digits,
            house,
            digit_cells,
            sees_all,
            seen_digits: seen_digits(digits, &sees_all),
        }
    }

    /// The digits of both sets that some cell outside them holds and sees
    /// in every cell of both holding it: the Zs a pattern with these two
    /// sets at its ends can remove.
    pub fn common_zs(&self, other: &Als) -> DigitSet {
        (self.seen_digits & other.seen_digits)
            .iter()
            .filter(|&z| self.sees_all[z as usize].intersects(other.sees_all[z as usize]))
            .collect()
    }

    /// The pattern-facing description of this ALS.
    pub fn to_ref(&self, board: &Board) -> AlsRef {
        AlsRef {
            cells: self.cells,
            digits: self.digits,
            house: board.geometry().house_name(self.house),
        }
    }
}

/// An ALS as it appears in a found pattern: cells, digits, house.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlsRef {
    #[serde(serialize_with = "serialize_cells")]
    pub cells: CellSet,
    pub digits: DigitSet,
    pub house: House,
}

pub(crate) fn serialize_cells<S: Serializer>(cells: &CellSet, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cells.iter())
}

impl AlsRef {
    /// The ALS cells holding `d` on `board`.
    pub fn digit_cells(&self, board: &Board, d: u8) -> CellSet {
        self.cells & board.digit_cells(d)
    }
    /// Cells outside the ALS holding `d` and seeing all its `d` cells.
    pub fn sees_all(&self, board: &Board, d: u8) -> CellSet {
        let geo = board.geometry();
        let mut common = board.digit_cells(d) - self.cells;
        for c in self.digit_cells(board, d) {
            common &= geo.peers(c);
        }
        common
    }
    /// HoDoKu-style name: `r2c45{156}`, `r1c1{15}`, `r12c3,r3c1{2479}`.
    pub fn name(&self) -> String {
        format!("{}{{{}}}", place(self.cells), self.digits)
    }
}

/// Cells in compact Eureka style: `r1c1`, `r2c45`, `r12c3`, or per row
/// `r1c12,r2c3` when the cells share neither a row nor a column.
pub fn place(cells: CellSet) -> String {
    let list: Vec<Cell> = cells.iter().collect();
    let Some(&first) = list.first() else {
        return String::new();
    };
    let nums = |v: &mut dyn Iterator<Item = usize>| -> String {
        v.map(|n| char::from(b'1' + n as u8)).collect()
    };
    if list.iter().all(|c| c.col() == first.col()) && list.len() > 1 {
        return format!(
            "r{}c{}",
            nums(&mut list.iter().map(|c| c.row())),
            first.col() + 1
        );
    }
    let mut parts = Vec::new();
    let mut i = 0;
    while i < list.len() {
        let row = list[i].row();
        let mut j = i;
        while j < list.len() && list[j].row() == row {
            j += 1;
        }
        parts.push(format!(
            "r{}c{}",
            row + 1,
            nums(&mut list[i..j].iter().map(|c| c.col()))
        ));
        i = j;
    }
    parts.join(",")
}

/// Do `cells` (1 to 8 unfilled cells of one house) form an ALS?
pub fn is_als(board: &Board, cells: &[Cell]) -> Option<AlsRef> {
    let geo = board.geometry();
    let mut set = CellSet::EMPTY;
    let mut digits = DigitSet::EMPTY;
    for &c in cells {
        if c.index() >= 81 || !geo.contains(c) || set.contains(c) || board.value(c).is_some() {
            return None;
        }
        set.insert(c);
        digits |= board.candidates(c);
    }
    if set.is_empty() || digits.len() != set.len() + 1 {
        return None;
    }
    let house = (0..geo.house_count()).find(|&h| set.is_subset(geo.house(h)))?;
    Some(AlsRef {
        cells: set,
        digits,
        house: geo.house_name(house),
    })
}

/// A restricted-common link from one ALS to another (by index into
/// [`AlsData::alses`]).
#[derive(Clone, Copy, Debug)]
pub struct AlsLink {
    pub other: u32,
    /// The restricted common candidates (1 or 2 digits).
    pub rccs: DigitSet,
}

/// Every ALS of a board, and (on first use) every RCC link between them.
pub struct AlsData {
    pub alses: Vec<Als>,
    /// (strict, overlap) links, computed together on first use.
    links: OnceCell<(Links, Links)>,
    /// Set by [`AlsData::update`]: the data this was rebuilt from, whose
    /// links between ALSs kept unchanged are reused when the links are
    /// first needed (then dropped).
    seed: RefCell<Option<Seed>>,
}

/// What an incremental rebuild keeps of the data it started from.
struct Seed {
    old: Rc<AlsData>,
    /// `map[i]`: the new index of old ALS `i`, or `u32::MAX` if it is gone.
    map: Vec<u32>,
    /// `fresh[i]`: new ALS `i` contains a changed cell (it has no old links).
    fresh: Vec<bool>,
}

/// Links in compressed rows: the links of ALS `i` are
/// `list[start[i]..start[i + 1]]`, in increasing `other`.
struct Links {
    start: Vec<u32>,
    list: Vec<AlsLink>,
}

impl AlsData {
    /// Enumerates the ALSs of `board` (no links yet).
    pub fn of(board: &Board) -> AlsData {
        AlsData {
            alses: find_alses(board),
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

/// See [`Als::seen_digits`].
fn seen_digits(digits: DigitSet, sees_all: &[CellSet; 10]) -> DigitSet {
    digits
        .iter()
        .filter(|&d| !sees_all[d as usize].is_empty())
        .collect()
}

/// Where [`find_alses`] lists an ALS found in house `h`: houses in order,
/// and within a house by the subset's bit mask over the house's cells
/// (highest differing cell decides). Leaving out the house's filled cells,
/// as the enumeration does, does not change how two subsets compare.
fn order_key(board: &Board, h: usize, cells: CellSet) -> u32 {
    let mut mask = 0u32;
    for (k, &c) in board.geometry().house_cells(h).iter().enumerate() {
        if cells.contains(c) {
            mask |= 1 << k;
        }
    }
    ((h as u32) << 16) | mask
}

/// Every ALS of `board`, deduplicated by cell set, in house order.
pub fn find_alses(board: &Board) -> Vec<Als> {
    enumerate(board, board.geometry().all_cells)
        .into_iter()
        .map(|(cells, digits, h)| Als::new(board, cells, digits, h))
        .collect()
}

/// The ALSs of `board` with at least one cell in `near` (all of them when
/// `near` is every cell), as (cells, digits, house), in house order.
fn enumerate(board: &Board, near: CellSet) -> Vec<(CellSet, DigitSet, usize)> {
    let geo = board.geometry();
    let mut found: Vec<(CellSet, DigitSet, usize)> = Vec::new();
    let mut cells = [Cell::default(); 9];
    // Per subset (bit mask over `cells`): its candidate union and its cells.
    // Entry 0 stays empty; every other entry is written, house by house,
    // before it is read.
    let mut unions = [DigitSet::EMPTY; 512];
    let mut sets = [CellSet::EMPTY; 512];
    for h in 0..geo.house_count() {
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

/// Both link tables in one pass: the overlap rule only differs from the
/// strict one by also admitting pairs that share cells.
fn compute_links(alses: &[Als]) -> (Links, Links) {
    let pairs = linked_pairs(alses, None);
    let n = alses.len();
    (links_table(n, &pairs, false), links_table(n, &pairs, true))
}

/// Both link tables of an incrementally rebuilt list: the old links between
/// kept ALSs (renumbered; whether two ALSs are linked, and by which digits,
/// depends only on their own cells' candidates), plus the links of every
/// pair with a fresh ALS.
fn links_from(alses: &[Als], seed: &Seed) -> (Links, Links) {
    let Some((_, old)) = seed.old.links.get() else {
        return compute_links(alses);
    };
    let mut new = linked_pairs(alses, Some(&seed.fresh));
    new.sort_unstable_by_key(|&(i, j, _, _)| (i, j));
    // Merge the renumbered old pairs (in order: renumbering keeps the order)
    // with the new ones.
    let mut pairs = Vec::with_capacity(old.list.len() / 2 + new.len());
    let mut new = new.into_iter().peekable();
    for (i, &ni) in seed.map.iter().enumerate() {
        if ni == u32::MAX {
            continue;
        }
        for l in &old.list[old.start[i] as usize..old.start[i + 1] as usize] {
            let nj = seed.map[l.other as usize];
            if l.other as usize > i && nj != u32::MAX {
                while let Some(p) = new.next_if(|p| (p.0, p.1) < (ni, nj)) {
                    pairs.push(p);
                }
                let strict = !alses[ni as usize]
                    .cells
                    .intersects(alses[nj as usize].cells);
                pairs.push((ni, nj, l.rccs, strict));
            }
        }
    }
    pairs.extend(new);
    let n = alses.len();
    (links_table(n, &pairs, false), links_table(n, &pairs, true))
}

/// The linked pairs (i < j, with their RCCs and whether they are disjoint)
/// in increasing (i, j): all of them, or with `fresh`, those with a fresh
/// ALS (in no particular order).
fn linked_pairs(alses: &[Als], fresh: Option<&[bool]>) -> Vec<(u32, u32, DigitSet, bool)> {
    let n = alses.len();
    let words = n.div_ceil(64);
    // holding[(c * 10 + x) * words..]: bit set (over ALS indices) of the
    // ALSs whose cell c holds x.
    let mut holding = vec![0u64; 81 * 10 * words];
    // Per digit: the cells holding it in some ALS.
    let mut in_some = [CellSet::EMPTY; 10];
    for (i, a) in alses.iter().enumerate() {
        for x in a.digits {
            in_some[x as usize] |= a.digit_cells[x as usize];
            for c in a.digit_cells[x as usize] {
                holding[(c.index() * 10 + x as usize) * words + i / 64] |= 1 << (i % 64);
            }
        }
    }
    // Linked pairs (i < j); `strict` marks disjoint pairs.
    let mut pairs: Vec<(u32, u32, DigitSet, bool)> = Vec::new();
    let mut near = vec![0u64; words];
    let mut good = vec![0u64; words];
    let mut bad = vec![0u64; words];
    // With `fresh`: the bit set of the kept (not fresh) ALSs, each linked to
    // a fresh one from the fresh one's row.
    let mut kept = vec![0u64; words];
    if let Some(fresh) = fresh {
        for (i, &f) in fresh.iter().enumerate() {
            if !f {
                kept[i / 64] |= 1 << (i % 64);
            }
        }
    }
    for (i, a) in alses.iter().enumerate() {
        if fresh.is_some_and(|f| !f[i]) {
            continue;
        }
        // An RCC x of a and b puts every x cell of b, at least one, in
        // `a.sees_all[x]`: only such ALSs can be linked to `a`. Partners
        // are the ALSs after `a`, and with `fresh` also the kept ones
        // before it.
        let first_word = if fresh.is_some() { 0 } else { (i + 1) / 64 };
        near[first_word..].iter_mut().for_each(|w| *w = 0);
        for x in a.digits {
            let inside = a.sees_all[x as usize];
            if inside.is_empty() {
                continue;
            }
            let rows = |cells: CellSet, acc: &mut [u64]| {
                acc.iter_mut().for_each(|w| *w = 0);
                for c in cells {
                    let at = (c.index() * 10 + x as usize) * words;
                    for (w, r) in acc.iter_mut().zip(&holding[at + first_word..at + words]) {
                        *w |= r;
                    }
                }
            };
            rows(inside, &mut good[first_word..]);
            if good[first_word..].iter().all(|&w| w == 0) {
                continue;
            }
            rows(in_some[x as usize] - inside, &mut bad[first_word..]);
            for ((n, g), b) in near.iter_mut().zip(&good).zip(&bad).skip(first_word) {
                *n |= g & !b;
            }
        }
        // Keep only the bits after i (and with `fresh`, the kept ones).
        let after = (i + 1) / 64;
        for (w, word) in near.iter_mut().enumerate().skip(first_word) {
            let above = match w.cmp(&after) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Equal => !0u64 << ((i + 1) % 64),
                std::cmp::Ordering::Greater => !0,
            };
            *word &= above | kept[w];
        }
        for (w, &word) in near.iter().enumerate().skip(first_word) {
            let mut bits = word;
            while bits != 0 {
                let k = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                // The pair in increasing order (the RCC rule is symmetric,
                // but this is the orientation a fresh computation uses).
                let (lo, hi) = (i.min(k), i.max(k));
                let (a, b) = (&alses[lo], &alses[hi]);
                let shared = a.cells & b.cells;
                let mut rccs = DigitSet::EMPTY;
                for x in a.digits & b.digits {
                    // Every x cell of B sees every x cell of A (and vice
                    // versa); none lies in a shared cell.
                    let x_cells = a.digit_cells[x as usize] | b.digit_cells[x as usize];
                    if !x_cells.intersects(shared)
                        && b.digit_cells[x as usize].is_subset(a.sees_all[x as usize])
                    {
                        rccs.insert(x);
                    }
                }
                // Three or more RCCs cannot happen on a solvable board.
                if !rccs.is_empty() && rccs.len() <= 2 {
                    pairs.push((lo as u32, hi as u32, rccs, shared.is_empty()));
                }
            }
        }
    }
    pairs
}

/// Compressed rows from pairs in increasing (i, j): row r receives its
/// links to lower ALSs (while i < r) before those to higher ones, so each
/// row comes out in increasing `other` without sorting.
fn links_table(n: usize, pairs: &[(u32, u32, DigitSet, bool)], overlap: bool) -> Links {
    let mut start = vec![0u32; n + 1];
    for &(i, j, _, strict) in pairs {
        if overlap || strict {
            start[i as usize + 1] += 1;
            start[j as usize + 1] += 1;
        }
    }
    for k in 0..n {
        start[k + 1] += start[k];
    }
    let mut fill: Vec<u32> = start[..n].to_vec();
    let mut list = vec![
        AlsLink {
            other: 0,
            rccs: DigitSet::EMPTY
        };
        start[n] as usize
    ];
    for &(i, j, rccs, strict) in pairs {
        if overlap || strict {
            list[fill[i as usize] as usize] = AlsLink { other: j, rccs };
            fill[i as usize] += 1;
            list[fill[j as usize] as usize] = AlsLink { other: i, rccs };
            fill[j as usize] += 1;
        }
    }
    Links { start, list }
}

/// The restricted common candidates of two ALSs (empty if they overlap).
pub fn restricted_commons(board: &Board, a: &AlsRef, b: &AlsRef) -> DigitSet {
    if a.cells.intersects(b.cells) {
        return DigitSet::EMPTY;
    }
    restricted_commons_overlapping(board, a, b)
}

/// The restricted common candidates of two ALSs that may share cells: no
/// cell holding the digit may be shared (HoDoKu's "allow ALS overlap").
pub fn restricted_commons_overlapping(board: &Board, a: &AlsRef, b: &AlsRef) -> DigitSet {
    let shared = a.cells & b.cells;
    let mut rccs = DigitSet::EMPTY;
    for x in a.digits & b.digits {
        let bx = b.digit_cells(board, x);
        if !(a.digit_cells(board, x) | bx).intersects(shared) && bx.is_subset(a.sees_all(board, x))
        {
            rccs.insert(x);
        }
    }
    rccs
}

thread_local! {
    /// The last board's ALS data: the ALS finders run one after another on
    /// the same board and share it.
    static CACHE: RefCell<Option<(Board, Rc<AlsData>)>> = const { RefCell::new(None) };
}

/// The ALS data of `board`, from the per-thread cache when it is the last
/// board asked for.
pub fn als_data(board: &Board) -> Rc<AlsData> {
    let last = CACHE.with(|c| c.borrow().clone());
    if let Some((b, d)) = &last {
        if b == board {
            return Rc::clone(d);
        }
    }
    let d = Rc::new(
        last.and_then(|(b, d)| AlsData::update(&b, &d, board))
            .unwrap_or_else(|| AlsData::of(board)),
    );
    CACHE.with(|c| *c.borrow_mut() = Some((board.clone(), Rc::clone(&d))));
    d
}

/// `1` or `each of 1 and 7`, for "... is in A or in B".
pub(crate) fn each_of(d: DigitSet) -> String {
    if d.len() == 1 {
        d.to_string()
    } else {
        format!("each of {}", crate::step::digits_text(d))
    }
}

/// Cells holding `z` that see every `z` cell of both ALSs (outside both).
pub(crate) fn z_targets(board: &Board, a: &AlsRef, b: &AlsRef, z: u8) -> CellSet {
    a.sees_all(board, z) & b.sees_all(board, z)
}

/// Candidates from per-digit target sets, in cell then digit order.
pub(crate) fn candidates_of(targets: &[CellSet; 10]) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = Vec::new();
    for (d, set) in targets.iter().enumerate() {
        for c in set.iter() {
            out.push(Candidate::new(c, d as u8));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Highlights for a list of ALSs: each ALS's cells, its candidates in
/// alternating colour groups (A, B, A...), the RCC digits as `Link` and the
/// eliminated digits' pattern candidates as `Pattern`.
pub(crate) fn highlight_alses(
    board: &Board,
    h: &mut Highlights,
    alses: &[&AlsRef],
    rccs: DigitSet,
    zs: DigitSet,
) {
    for (i, a) in alses.iter().enumerate() {
        highlight_als(board, h, a, rccs, zs, i);
    }
}

/// Highlights for the `i`-th ALS of a pattern (colour group A for even `i`,
/// B for odd): its cells, its `links` digits as `Link`, its `zs` digits as
/// `Pattern`, the rest in the colour group.
pub(crate) fn highlight_als(
    board: &Board,
    h: &mut Highlights,
    als: &AlsRef,
    links: DigitSet,
    zs: DigitSet,
    i: usize,
) {
    let colour = if i % 2 == 0 {
        Role::ColorA
    } else {
        Role::ColorB
    };
    for c in als.cells {
        h.cell(c, Role::Pattern);
        let cands = board.candidates(c);
        h.candidates(board, c, cands & links, Role::Link);
        h.candidates(board, c, cands & (zs - links), Role::Pattern);
        h.candidates(board, c, cands - links - zs, colour);
    }
}

/// Test helpers shared by the ALS modules.
#[cfg(test)]
pub(crate) mod test_support {
    use crate::formats::library::{parse_library_line, LibraryEntry};
    use crate::grid::Candidate;
    use std::collections::BTreeSet;

    /// The first case of HoDoKu's regression library (reglib 1.3) whose
    /// line starts with `code` (e.g. `":0902-1:"`), with its expected
    /// eliminations; `None`, saying so, when ../shared/reglib is absent.
    pub fn reglib_case(code: &str) -> Option<(LibraryEntry, BTreeSet<Candidate>)> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/reglib/reglib-1.3-part-a.txt"
        );
        let Ok(text) = std::fs::read_to_string(path) else {
            println!("skipping reglib case {code}: ../shared/reglib not found");
            return None;
        };
        let line = text.lines().find(|l| l.starts_with(code))?;
        let e = parse_library_line(line).expect("reglib line parses");
        let want = e.eliminations.iter().copied().collect();
        Some((e, want))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::library::parse_library_line;

    #[test]
    fn enumerates_alses_and_names_them() {
        // reglib 0901-1 (line 1 of its ALS-XZ cases).
        let line = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::";
        let b = parse_library_line(line).unwrap().board;
        let data = AlsData::of(&b);
        assert!(!data.alses.is_empty());
        for a in &data.alses {
            let cells: Vec<Cell> = a.cells.iter().collect();
            let r = is_als(&b, &cells).expect("every listed ALS passes is_als");
            assert_eq!(r.digits, a.digits);
        }
        // Unique by cell set.
        let mut sets: Vec<u128> = data.alses.iter().map(|a| a.cells.0).collect();
        sets.sort();
        sets.dedup();
        assert_eq!(sets.len(), data.alses.len());
        // Links are symmetric.
        for i in 0..data.alses.len() {
            for l in data.links(i) {
                let back = data.links(l.other as usize);
                assert!(back
                    .iter()
                    .any(|m| m.other as usize == i && m.rccs == l.rccs));
            }
        }
    }

    #[test]
    fn is_als_rejects_non_alses() {
        let b = crate::test_util::board(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        // Two cells of different houses.
        assert!(is_als(&b, &[Cell::new(0, 1), Cell::new(4, 4)]).is_none());
        // A filled cell.
        assert!(is_als(&b, &[Cell::new(0, 0)]).is_none());
        // Empty list.
        assert!(is_als(&b, &[]).is_none());
    }

    #[test]
    fn compact_places() {
        let s =
            |v: &[(usize, usize)]| -> CellSet { v.iter().map(|&(r, c)| Cell::new(r, c)).collect() };
        assert_eq!(place(s(&[(1, 3), (1, 4)])), "r2c45");
        assert_eq!(place(s(&[(0, 2), (1, 2)])), "r12c3");
        assert_eq!(place(s(&[(0, 0), (0, 1), (1, 2)])), "r1c12,r2c3");
        assert_eq!(place(s(&[(0, 0)])), "r1c1");
    }

    #[test]
    fn small_and_empty_boards() {
        for size in [4, 6, 9] {
            let b = Board::empty(size).unwrap();
            for (_, _, f) in finders() {
                assert!(f(&b).iter().all(|e| e.is_empty()));
            }
        }
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        for (_, _, f) in finders() {
            f(&b);
        }
    }

    fn shared(path: &str) -> Option<String> {
        std::fs::read_to_string(
            concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/").to_string() + path,
        )
        .ok()
    }

    /// The boards before each step of the walkthroughs of every 10th
    /// top1465 puzzle (walkthroughs in order, boards in step order).
    pub(super) fn walkthrough_boards() -> Option<Vec<Vec<Board>>> {
        let text = shared("puzzles/magictour_top1465.txt")?;
        let solver = crate::solver::Solver::new();
        let mut out = Vec::new();
        for line in text.lines().step_by(10) {
            let p = line.split_whitespace().next().unwrap_or("");
            if p.len() < 81 {
                continue;
            }
            let w = solver.solve(&crate::test_util::board(&p[..81]));
            let mut b = w.start.clone();
            let mut boards = vec![b.clone()];
            for s in &w.steps {
                s.apply(&mut b).expect("walkthrough steps apply");
                boards.push(b.clone());
            }
            boards.pop();
            out.push(boards);
        }
        Some(out)
    }

    fn same_data(a: &AlsData, b: &AlsData) -> bool {
        let als_eq = |x: &Als, y: &Als| {
            x.cells == y.cells
                && x.digits == y.digits
                && x.house == y.house
                && x.digit_cells == y.digit_cells
                && x.sees_all == y.sees_all
                && x.seen_digits == y.seen_digits
        };
        let link_eq = |x: &[AlsLink], y: &[AlsLink]| {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(l, m)| l.other == m.other && l.rccs == m.rccs)
        };
        a.alses.len() == b.alses.len()
            && a.alses.iter().zip(&b.alses).all(|(x, y)| als_eq(x, y))
            && (0..a.alses.len()).all(|i| {
                link_eq(a.links(i), b.links(i)) && link_eq(a.overlap_links(i), b.overlap_links(i))
            })
    }

    /// Rebuilding from the previous board's data gives exactly the data of
    /// a fresh enumeration (ALSs, their fields and order, both link tables),
    /// whether or not the previous data had its links computed.
    #[test]
    fn incremental_data_equals_fresh() {
        let Some(walks) = walkthrough_boards() else {
            println!("skipping incremental_data_equals_fresh: ../shared/puzzles not found");
            return;
        };
        let (mut checked, mut reused) = (0, 0);
        for boards in &walks {
            let mut prev: Option<(Board, Rc<AlsData>)> = None;
            for (k, b) in boards.iter().enumerate() {
                let fresh = AlsData::of(b);
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

    /// Every `may_fire_near` test of an ALS strategy says yes whenever the
    /// strategy has a step, along the walkthroughs, with the reference board
    /// kept as the solver keeps it (see `solver::Memo`): the board where the
    /// strategy last found nothing, or where the test last said no.
    #[test]
    fn near_tests_never_miss_a_step() {
        let Some(walks) = walkthrough_boards() else {
            println!("skipping near_tests_never_miss_a_step: ../shared/puzzles not found");
            return;
        };
        let mut tested = 0;
        for info in crate::strategies::REGISTRY
            .iter()
            .filter(|s| s.family == "als")
        {
            let Some(near) = info.accel.near else {
                continue;
            };
            tested += 1;
            let (mut steps, mut asked, mut no) = (0, 0, 0);
            for boards in &walks {
                let mut then: Option<[CellSet; 10]> = None;
                for b in boards {
                    let now = crate::strategies::candidate_cells(b);
                    let said = then.map(|then| {
                        near(
                            b,
                            crate::strategies::changed_cells(&then, &now),
                            &mut crate::strategies::Caches::new(),
                        )
                    });
                    let step = info.first(b);
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

    type Finder = fn(&Board) -> Vec<Vec<Candidate>>;

    fn finders() -> Vec<(&'static str, &'static str, Finder)> {
        fn run<S: crate::strategies::Strategy>(b: &Board) -> Vec<Vec<Candidate>> {
            crate::strategies::effects_of::<S>(b)
                .into_iter()
                .map(|e| e.eliminations)
                .collect()
        }
        vec![
            ("0901", "als-xz", run::<xz::AlsXzs>),
            ("0902", "als-xy-wing", run::<xy_wing::AlsXyWings>),
            ("0903", "als-chain", run::<chain::AlsChains>),
            ("0904", "death-blossom", run::<death_blossom::DeathBlossoms>),
            (
                "1101",
                "sue-de-coq",
                run::<crate::strategies::als::sue_de_coq::SueDeCoqs>,
            ),
        ]
    }

    /// Pass counts per reglib code and variant for the five finders.
    #[test]
    #[ignore]
    fn reglib_tally() {
        let Some(text) = shared("reglib/reglib-1.3-part-a.txt") else {
            println!("skipping reglib_tally: ../shared/reglib not found");
            return;
        };
        let mut tally: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
        for line in text.lines().filter(|l| l.starts_with(':')) {
            let e = parse_library_line(line).unwrap();
            let code = e.technique.split('-').next().unwrap_or("").to_string();
            let Some((_, id, f)) = finders().into_iter().find(|(c, _, _)| *c == code) else {
                continue;
            };
            let want: std::collections::BTreeSet<Candidate> =
                e.eliminations.iter().copied().collect();
            let got = f(&e.board);
            let ok = if e.technique.ends_with("-x") {
                got.iter().all(|g| g.is_empty())
            } else {
                got.iter()
                    .any(|g| g.iter().copied().collect::<std::collections::BTreeSet<_>>() == want)
            };
            let t = tally.entry(format!("{} {id}", e.technique)).or_default();
            t.1 += 1;
            if ok {
                t.0 += 1;
            } else {
                println!(
                    "FAIL {} want {:?}\n  {}",
                    e.technique,
                    want,
                    e.board.to_line()
                );
                for g in got.iter().take(10) {
                    println!("   got {g:?}");
                }
            }
        }
        for (k, (p, t)) in tally {
            println!("{k:<28} {p}/{t}");
        }
    }

    /// Microseconds per board for each finder on top1465, at the position the
    /// solver reaches with the strategies rated below 250 (where these
    /// finders are first asked), and right after singles.
    #[test]
    #[ignore]
    fn timings() {
        let Some(text) = shared("puzzles/magictour_top1465.txt") else {
            println!("skipping timings: ../shared/puzzles not found");
            return;
        };
        let easy: Vec<&str> = crate::strategies::REGISTRY
            .iter()
            .filter(|s| s.difficulty < 250 && s.family != "uniqueness")
            .map(|s| s.id)
            .collect();
        let solver = crate::solver::Solver::with(&easy).unwrap();
        let limit: usize = std::env::var("ALS_TIMING_N")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1465);
        let mut boards = Vec::new();
        for line in text.lines().take(limit) {
            let p = line.split_whitespace().next().unwrap_or("");
            if p.len() < 81 {
                continue;
            }
            let b = crate::test_util::after_singles(&p[..81]);
            let stuck = solver.solve(&b).end;
            boards.push(("after-singles", b));
            if !stuck.empty_cells().is_empty() {
                boards.push(("stuck<250", stuck));
            }
        }
        for kind in ["after-singles", "stuck<250"] {
            let set: Vec<&Board> = boards
                .iter()
                .filter(|(k, _)| *k == kind)
                .map(|(_, b)| b)
                .collect();
            println!("{kind}: {} boards", set.len());
            for (_, id, f) in finders() {
                let mut worst = std::time::Duration::ZERO;
                let mut found = 0;
                let start = std::time::Instant::now();
                for b in &set {
                    // Each finder on a fresh cache: ALS data built inside.
                    CACHE.with(|c| *c.borrow_mut() = None);
                    let t = std::time::Instant::now();
                    found += f(b).iter().filter(|e| !e.is_empty()).count();
                    worst = worst.max(t.elapsed());
                }
                let per = start.elapsed().as_micros() as f64 / set.len().max(1) as f64;
                println!(
                    "  {id:<14} {per:>9.1} us/board  worst {:>8.1} ms  productive {found}",
                    worst.as_secs_f64() * 1e3
                );
            }
        }
    }
}
