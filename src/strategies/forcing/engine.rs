//! The implication engine: assume one candidate true (or false) and follow
//! what the rules force, remembering for every derived fact the facts it
//! came from.
//!
//! ```text
//!   premise r1c1=5 ──same cell──► r1c1<>6 ──naked single──► ...
//!                  └─same house─► r2c3<>5 ──naked single──► r2c3=7 ─► r2c9<>7
//! ```
//!
//! Facts are about the candidates of the board the engine was built on
//! (index `cell * 9 + digit - 1`, so 729 of them for every size); each is
//! decided at most once per propagation, so the log (a fixed array) never
//! holds more than 729 facts plus the one that clashes. The queue *is* the
//! log: facts are processed in the order they were derived (breadth first),
//! so in chain mode every fact is reached by a shortest chain.
//!
//! **Rules.** A true fact removes the other digits of its cell and its digit
//! from the cell's peers (weak links). A false fact may leave its cell one
//! digit (naked single) or a house of the cell one place for the digit
//! (hidden single). In *net* mode also: locked candidates (the digit's places
//! in a box all in one line, or in a line all in one box, remove it from the
//! rest of the line or box), and singles may rest on several earlier facts.
//! In *chain* mode every fact rests on exactly one earlier fact: singles only
//! fire in cells that are bivalue on the board and houses where the digit
//! has two places (strong links), so the reasons form simple paths.
//! In *one-digit* mode (Nishio, see `nishio.rs`) only the premise's digit is
//! followed: no same-cell removals, no naked singles, no locked candidates;
//! hidden singles may rest on any number of removed places.
//!
//! **Contradictions.** A cell with no candidate left, a house with no place
//! left for a digit that is not yet placed in it, or one candidate both true
//! and false (which is how two equal digits in a house show up: placing the
//! second removes the first).
//!
//! **Cap.** A fact more than [`MAX_DEPTH`] steps from the premise is not
//! derived (the longest reason path is kept readable; everything derived is
//! still exact). The size is bounded by the 729 candidates.

use super::Rule;

mod nest;
use crate::grid::{Board, Cell, CellSet, DigitSet, Geometry, House};

/// Facts further than this many steps from the premise are not derived.
pub const MAX_DEPTH: u16 = 30;

/// Candidate slots: 81 cells times 9 digits (minis use part of them).
pub(crate) const SLOTS: usize = 81 * 9;
/// Every candidate decided once, plus one clashing entry.
const LOG_CAP: usize = SLOTS + 1;
/// Twice the 9 parents per entry of the plain rules (a naked single has at
/// most 8, a contradiction in a cell or house at most 9): nested facts
/// (`nest.rs`) may have more.
const POOL_CAP: usize = (LOG_CAP + 1) * 18;

/// The slot of a candidate.
#[inline]
pub(crate) fn slot(cell: Cell, digit: u8) -> usize {
    cell.index() * 9 + digit as usize - 1
}

/// The cell and digit of a slot.
#[inline]
pub(crate) fn of_slot(s: usize) -> (Cell, u8) {
    (Cell::from_index((s / 9) as u8), (s % 9) as u8 + 1)
}

/// A set of candidate slots (768 bits).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct SlotSet(pub [u64; 12]);

impl SlotSet {
    #[inline]
    pub fn insert(&mut self, s: usize) {
        self.0[s >> 6] |= 1 << (s & 63);
    }
    #[inline]
    pub fn and_with(&mut self, other: &SlotSet) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a &= *b;
        }
    }
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }
    pub fn for_each(&self, mut f: impl FnMut(usize)) {
        for (i, &w) in self.0.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                f(i * 64 + w.trailing_zeros() as usize);
                w &= w - 1;
            }
        }
    }
}

/// One derived fact in the log.
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct Entry {
    pub slot: u16,
    pub truth: bool,
    pub rule: Rule,
    /// Steps from the premise (0 for the premise).
    pub depth: u16,
    /// The house a single or locked candidates used.
    pub house: Option<House>,
    /// The second house of locked candidates (the line or box).
    pub other_house: Option<House>,
    parents_at: u16,
    parents_len: u8,
}

/// What went wrong.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ClashKind {
    /// The cell has no candidate left.
    CellEmpty(Cell),
    /// House (index) has no place left for the digit.
    HouseEmpty(House, u8),
    /// The slot is both true and false.
    BothWays(u16),
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Clash {
    pub kind: ClashKind,
    parents_at: u16,
    parents_len: u8,
}

/// Where a new fact's parents are.
#[derive(Clone, Copy)]
enum Parents {
    None,
    /// One log entry.
    One(u16),
    /// The false facts "cell <> digit" for each cell of the set.
    Cells(CellSet, u8),
    /// The false facts "cell <> d" for each digit of the set.
    Digits(Cell, DigitSet),
}

/// The work arrays of the propagation, built once per board (boxed: ~25 KB)
/// and reused for every premise without allocating.
pub(crate) struct Engine {
    geo: &'static Geometry,
    net: bool,
    /// Follow the premise's digit only (Nishio): see the module doc.
    one_digit: bool,
    /// Inner runs follow chains only (see `nest.rs`); the log index where
    /// the current inner run started, else `usize::MAX`.
    inner_chains: bool,
    inner_from: usize,
    board_cands: [DigitSet; 81],
    board_digit_cells: [CellSet; 10],
    /// Digits already placed in each house of the board.
    house_placed: [DigitSet; 27],
    cands: [DigitSet; 81],
    digit_cells: [CellSet; 10],
    /// Per slot: 0 unknown, else the log index + 1 of its fact.
    known: [u16; SLOTS],
    log: [Entry; LOG_CAP],
    len: usize,
    pool: [u16; POOL_CAP],
    pool_len: usize,
    clash: Option<Clash>,
    /// Facts deeper than this are not derived (at most [`MAX_DEPTH`]).
    depth_cap: u16,
    /// Scratch marks for collecting ancestors.
    marks: [bool; LOG_CAP],
}

impl Engine {
    pub fn new(board: &Board, net: bool) -> Box<Engine> {
        let geo = board.geometry();
        let mut board_cands = [DigitSet::EMPTY; 81];
        for c in geo.cells() {
            board_cands[c.index()] = board.candidates(c);
        }
        let mut board_digit_cells = [CellSet::EMPTY; 10];
        for (d, cells) in board_digit_cells
            .iter_mut()
            .enumerate()
            .skip(1)
            .take(geo.size)
        {
            *cells = board.digit_cells(d as u8);
        }
        let mut house_placed = [DigitSet::EMPTY; 27];
        for h in geo.houses() {
            let placed = &mut house_placed[h.index()];
            for &c in geo.house_cells(h) {
                if let Some(v) = board.value(c) {
                    placed.insert(v);
                }
            }
        }
        Box::new(Engine {
            geo,
            net,
            one_digit: false,
            inner_chains: false,
            inner_from: usize::MAX,
            board_cands,
            board_digit_cells,
            house_placed,
            cands: board_cands,
            digit_cells: board_digit_cells,
            known: [0; SLOTS],
            log: [Entry::default(); LOG_CAP],
            len: 0,
            pool: [0; POOL_CAP],
            pool_len: 0,
            clash: None,
            depth_cap: MAX_DEPTH,
            marks: [false; LOG_CAP],
        })
    }

    /// An engine in one-digit mode (Nishio): facts on the premise's digit
    /// only (see the module doc). Its contradictions are chains (`is_net`
    /// is false) whose hidden singles may have several parents.
    pub fn one_digit(board: &Board) -> Box<Engine> {
        let mut engine = Engine::new(board, false);
        engine.one_digit = true;
        engine
    }

    /// Net mode (several reasons per fact, locked candidates) or chain mode.
    pub fn is_net(&self) -> bool {
        self.net
    }

    /// Derive facts only up to `cap` steps from the premise (a quick first
    /// pass for short contradictions); capped at [`MAX_DEPTH`].
    pub fn set_depth_cap(&mut self, cap: u16) {
        self.depth_cap = cap.min(MAX_DEPTH);
    }

    /// Whether the board has this candidate (a premise must be one).
    pub fn is_candidate(&self, cell: Cell, digit: u8) -> bool {
        self.geo.contains(cell) && self.board_cands[cell.index()].contains(digit)
    }

    fn reset(&mut self) {
        for i in 0..self.len {
            self.known[self.log[i].slot as usize] = 0;
        }
        self.len = 0;
        self.pool_len = 0;
        self.clash = None;
        self.cands = self.board_cands;
        self.digit_cells = self.board_digit_cells;
    }

    /// Assumes `cell` is (`truth`) or is not `digit` and propagates; false
    /// when that leads to a contradiction. The premise must be a candidate.
    pub fn assume(&mut self, cell: Cell, digit: u8, truth: bool) -> bool {
        self.reset();
        debug_assert!(self.is_candidate(cell, digit));
        self.derive(
            slot(cell, digit),
            truth,
            Rule::Premise,
            (None, None),
            Parents::None,
        );
        let mut i = 0;
        while i < self.len && self.clash.is_none() {
            self.process(i);
            i += 1;
        }
        self.clash.is_none()
    }

    pub fn len(&self) -> usize {
        self.len
    }
    pub fn entry(&self, i: usize) -> &Entry {
        &self.log[i]
    }
    pub fn parents(&self, i: usize) -> &[u16] {
        let e = &self.log[i];
        &self.pool[e.parents_at as usize..e.parents_at as usize + e.parents_len as usize]
    }
    pub fn clash(&self) -> Option<Clash> {
        self.clash
    }
    pub fn clash_parents(&self, c: &Clash) -> &[u16] {
        &self.pool[c.parents_at as usize..c.parents_at as usize + c.parents_len as usize]
    }
    /// The log index of the fact on `slot` with this truth, if derived.
    pub fn index_of(&self, slot: usize, truth: bool) -> Option<usize> {
        let k = self.known[slot];
        (k != 0 && self.log[k as usize - 1].truth == truth).then(|| k as usize - 1)
    }

    /// The true and the false facts derived (premise included).
    pub fn facts(&self) -> (SlotSet, SlotSet) {
        let (mut t, mut f) = (SlotSet::default(), SlotSet::default());
        for e in &self.log[..self.len] {
            if e.truth {
                t.insert(e.slot as usize);
            } else {
                f.insert(e.slot as usize);
            }
        }
        (t, f)
    }

    /// Marks the ancestors of `targets` (themselves included) and returns
    /// them in log order.
    pub fn ancestors(&mut self, targets: &[u16]) -> Vec<usize> {
        let mut stack: Vec<u16> = targets.to_vec();
        while let Some(i) = stack.pop() {
            let i = i as usize;
            if self.marks[i] {
                continue;
            }
            self.marks[i] = true;
            stack.extend_from_slice(self.parents(i));
        }
        let out: Vec<usize> = (0..self.len).filter(|&i| self.marks[i]).collect();
        for &i in &out {
            self.marks[i] = false;
        }
        out
    }

    /// How many facts the contradiction rests on (its explanation's size).
    pub fn clash_size(&mut self) -> usize {
        match self.clash {
            Some(c) => {
                let parents = self.clash_parents(&c).to_vec();
                self.ancestors(&parents).len()
            }
            None => 0,
        }
    }

    fn set_clash(&mut self, kind: ClashKind, parents: Parents) {
        let at = self.pool_len;
        self.write_parents(parents);
        self.clash = Some(Clash {
            kind,
            parents_at: at as u16,
            parents_len: (self.pool_len - at) as u8,
        });
    }

    /// Writes parents into the pool; returns the depth a child of them has.
    fn write_parents(&mut self, parents: Parents) -> u16 {
        let mut depth = 0;
        let mut push = |e: &mut Engine, s: usize| {
            let k = e.known[s];
            debug_assert!(k != 0, "a parent is a derived fact");
            let i = k.saturating_sub(1);
            e.pool[e.pool_len] = i;
            e.pool_len += 1;
            depth = depth.max(e.log[i as usize].depth + 1);
        };
        match parents {
            Parents::None => {}
            Parents::One(i) => {
                self.pool[self.pool_len] = i;
                self.pool_len += 1;
                depth = self.log[i as usize].depth + 1;
            }
            Parents::Cells(cells, d) => {
                for c in cells {
                    push(self, slot(c, d));
                }
            }
            Parents::Digits(c, ds) => {
                for d in ds.iter() {
                    push(self, slot(c, d));
                }
            }
        }
        depth
    }

    /// Records a fact unless it is known already, too deep, or clashes
    /// (then the clash is recorded instead).
    fn derive(
        &mut self,
        s: usize,
        truth: bool,
        rule: Rule,
        houses: (Option<House>, Option<House>),
        parents: Parents,
    ) {
        let at = self.pool_len;
        let depth = self.write_parents(parents);
        if depth > self.depth_cap {
            self.pool_len = at;
            return;
        }
        let old = self.known[s];
        if old != 0 && self.log[old as usize - 1].truth == truth {
            self.pool_len = at;
            return;
        }
        let idx = self.len;
        self.log[idx] = Entry {
            slot: s as u16,
            truth,
            rule,
            depth,
            house: houses.0,
            other_house: houses.1,
            parents_at: at as u16,
            parents_len: (self.pool_len - at) as u8,
        };
        self.len += 1;
        if old != 0 {
            // Both true and false: log the second fact (without making it
            // known) so the contradiction can point at both.
            let clash_at = self.pool_len;
            self.pool[clash_at] = old - 1;
            self.pool[clash_at + 1] = idx as u16;
            self.pool_len += 2;
            self.clash = Some(Clash {
                kind: ClashKind::BothWays(s as u16),
                parents_at: clash_at as u16,
                parents_len: 2,
            });
            return;
        }
        self.known[s] = idx as u16 + 1;
        if !truth {
            let (c, d) = of_slot(s);
            self.cands[c.index()].remove(d);
            self.digit_cells[d as usize].remove(c);
        }
    }

    fn process(&mut self, i: usize) {
        let e = self.log[i];
        let (cell, d) = of_slot(e.slot as usize);
        let none = (None, None);
        if e.truth {
            // One-digit mode: the cell's other digits are not followed.
            let others = if self.one_digit {
                DigitSet::EMPTY
            } else {
                self.cands[cell.index()] - DigitSet::single(d)
            };
            for x in others.iter() {
                self.derive(
                    slot(cell, x),
                    false,
                    Rule::SameCell,
                    none,
                    Parents::One(i as u16),
                );
                if self.clash.is_some() {
                    return;
                }
            }
            let peers = self.geo.peers(cell) & self.digit_cells[d as usize];
            for p in peers {
                self.derive(
                    slot(p, d),
                    false,
                    Rule::SameHouse,
                    none,
                    Parents::One(i as u16),
                );
                if self.clash.is_some() {
                    return;
                }
            }
            return;
        }
        // A false fact: look at its cell and its three houses. (An inner
        // run of chains only uses the net rules of the outer branch's own.)
        let net = self.net && !self.in_inner_chains();
        let left = self.cands[cell.index()];
        match left.len() {
            0 => {
                let all = self.board_cands[cell.index()];
                self.set_clash(ClashKind::CellEmpty(cell), Parents::Digits(cell, all));
                return;
            }
            1 if !self.one_digit => {
                let x = left.first().unwrap_or(0);
                let removed = self.board_cands[cell.index()] - left;
                if self.known[slot(cell, x)] == 0 && (net || self.one_removal(cell, removed)) {
                    let p = Parents::Digits(cell, removed);
                    self.derive(slot(cell, x), true, Rule::NakedSingle, none, p);
                    if self.clash.is_some() {
                        return;
                    }
                }
            }
            _ => {}
        }
        let dc = d as usize;
        for h in self.geo.houses_of(cell) {
            let house = self.geo.house(h);
            let places = self.digit_cells[dc] & house;
            let removed = (self.board_digit_cells[dc] - self.digit_cells[dc]) & house;
            if places.is_empty() {
                if !self.house_placed[h.index()].contains(d) {
                    let kind = ClashKind::HouseEmpty(h, d);
                    self.set_clash(kind, Parents::Cells(removed, d));
                    return;
                }
                continue;
            }
            if places.len() == 1 {
                let q = places.first().unwrap_or_default();
                let dynamic = net || self.one_digit;
                if self.known[slot(q, d)] == 0 && (dynamic || self.one_place_gone(removed, d)) {
                    let p = Parents::Cells(removed, d);
                    self.derive(slot(q, d), true, Rule::HiddenSingle, (Some(h), None), p);
                    if self.clash.is_some() {
                        return;
                    }
                }
            }
        }
        if net {
            self.locked_candidates(cell, d);
        }
    }

    /// Net mode: pointing and claiming for digit `d` around `cell`, which
    /// just lost it.
    fn locked_candidates(&mut self, cell: Cell, d: u8) {
        let geo = self.geo;
        let dc = d as usize;
        let removed = self.board_digit_cells[dc] - self.digit_cells[dc];
        let bx = House::of_box(geo.box_of(cell));
        let in_box = self.digit_cells[dc] & geo.house(bx);
        if in_box.len() >= 2 {
            let f = in_box.first().unwrap_or_default();
            for line in [House::row(f.row()), House::column(f.col())] {
                if !in_box.is_subset(geo.house(line)) {
                    continue;
                }
                let targets = (self.digit_cells[dc] & geo.house(line)) - geo.house(bx);
                let why = (removed & geo.house(bx)) - geo.house(line);
                if targets.is_empty() || why.is_empty() {
                    continue;
                }
                for t in targets {
                    let hs = (Some(bx), Some(line));
                    self.derive(
                        slot(t, d),
                        false,
                        Rule::Pointing,
                        hs,
                        Parents::Cells(why, d),
                    );
                    if self.clash.is_some() {
                        return;
                    }
                }
            }
        }
        for line in [House::row(cell.row()), House::column(cell.col())] {
            let in_line = self.digit_cells[dc] & geo.house(line);
            if in_line.len() < 2 {
                continue;
            }
            let f = in_line.first().unwrap_or_default();
            let b = House::of_box(geo.box_of(f));
            if !in_line.is_subset(geo.house(b)) {
                continue;
            }
            let targets = (self.digit_cells[dc] & geo.house(b)) - geo.house(line);
            let why = (removed & geo.house(line)) - geo.house(b);
            if targets.is_empty() || why.is_empty() {
                continue;
            }
            for t in targets {
                let hs = (Some(line), Some(b));
                self.derive(
                    slot(t, d),
                    false,
                    Rule::Claiming,
                    hs,
                    Parents::Cells(why, d),
                );
                if self.clash.is_some() {
                    return;
                }
            }
        }
    }
}
