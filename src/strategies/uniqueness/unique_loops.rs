//! # Unique Loops (types 1 to 4)
//!
//! *These steps assume the puzzle has exactly one solution* (see the
//! [family docs](super)). A unique rectangle is the smallest deadly
//! pattern; a **unique loop** is the same thing with more cells. Take six,
//! eight or more empty cells that go round a loop, each sharing a row,
//! column or box with the next, so that **every house the loop passes
//! through holds exactly two of its cells, one at an odd place and one at
//! an even place** of the loop:
//!
//! ```text
//!   . . . | . . . | . a b      the loop  r1c8 - r1c9 - r7c9 - r7c2 - r8c2 - r8c8
//!   . . . | . . . | . . .      row 1: r1c8, r1c9    column 9: r1c9, r7c9
//!   . . . | . . . | . . .      row 7: r7c9, r7c2    column 2: r7c2, r8c2
//!   ------+-------+------      row 8: r8c2, r8c8    column 8: r8c8, r1c8
//!   . . . | . . . | . . .      box 3: r1c8, r1c9    box 7: r7c2, r8c2
//!   . . . | . . . | . . .      box 9: r7c9, r8c8
//!   . . . | . . . | . . .
//!   ------+-------+------      If they all ended up holding a and b, the
//!   . a . | . . . | . . b      digits would alternate round the loop, and
//!   . b . | . . . | . a .      swapping every a with b would still fill
//!   . . . | . . . | . . .      each of those houses with one a and one b:
//!                              a second solution.
//! ```
//!
//! So in a puzzle with one solution, the cells of such a loop never end up
//! holding only `a` and `b`. Cells holding exactly `{a,b}` are the loop's
//! *floor*; the others, holding `a`, `b` and *extra* digits, its *roof*.
//! The extras cannot all be false, which gives the same types as the
//! rectangles:
//!
//! * **type 1**: one roof cell. It cannot be `a` or `b`.
//! * **type 2**: every roof cell has the same single extra `x`. One of them
//!   is `x`, so a cell seeing them all is not.
//! * **type 3**: two roof cells in one house, their extras acting as one
//!   cell of a naked subset with other cells of that house: the subset's
//!   digits go nowhere else there.
//! * **type 4**: two roof cells in one house where `a` goes only on those
//!   two: one of them is `a`, so if the other were `b`, the loop would be
//!   all `a` and `b`. Neither can be `b`.
//!
//! Four cells make a unique rectangle (see [`super::unique_rectangles`]),
//! so this file looks for loops of six cells or more. Sudoku Explainer
//! rates a loop 4.5 plus 0.1 for six cells, 0.2 for eight and 0.5 for ten
//! or more, and its type 3 a further 0.1 per digit of the subset beyond
//! the first (its `UniqueLoops` rule; the code here is this project's).
//! HoDoKu has no unique loops.
//!
//! ## What is in this file
//!
//! [`UniqueLoop`], the shape test [`is_deadly_loop`], the predicate
//! [`unique_loops_at`] (every instance on given cells), the plain finder
//! [`find_unique_loops`], [`unique_loop_eliminations`], how a loop is
//! drawn and said, the strategy, and the tests.

use super::roof::{highlight_roof, roof_eliminations, roof_links, roof_of, roof_subsets, Roof};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, Geometry, House};
use crate::lang::says::{OwnWords, Says, Words};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use crate::text::{cells_text, digits_text, houses_text};
use serde::Serialize;

/// The Unique Loop's declaration: id, family, HoDoKu score and level, SE rule.
pub const UNIQUE_LOOP: Decl = Decl::new(
    "unique-loop",
    "Unique Loop",
    "ユニークループ",
    Family::Uniqueness,
    100,
    Level::Hard,
    Se::UniqueLoop,
);

/// The fewest cells of a loop here (four make a rectangle).
pub const MIN_LOOP_CELLS: usize = 6;

/// A unique loop: cells that must not end up holding only `digits`, and
/// what that forces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UniqueLoop {
    /// The type, 1 to 4.
    pub kind: u8,
    /// The two digits of the deadly pattern, `a` and `b`.
    pub digits: DigitSet,
    /// The cells in loop order, each sharing a house with the next (the
    /// last with the first).
    pub cells: Vec<Cell>,
    /// The cells with extra digits.
    pub roof: Vec<Cell>,
    /// Every extra digit of the roof.
    pub extras: DigitSet,
    /// Type 3: the other cells of the naked subset the roof's extras join.
    pub subset_cells: Vec<Cell>,
    /// Type 3: the digits of that subset (the extras included).
    pub subset_digits: DigitSet,
    /// Type 3: the houses of the subset (eliminations there); type 4: the
    /// houses where `link_digit` goes only on the roof.
    pub houses: Vec<House>,
    /// Type 4: the digit that goes only on the roof.
    pub link_digit: Option<u8>,
    /// Always true: the step is only valid if the puzzle has one solution.
    pub assumes_unique: bool,
}

/// Could `cells`, in this order, hold a deadly loop? At least four distinct
/// cells on the board, an even number, each sharing a house with the next
/// (the last with the first), and every house holding any of them holds
/// exactly two, one at an even and one at an odd place.
pub fn is_deadly_loop(geo: &Geometry, cells: &[Cell]) -> bool {
    let n = cells.len();
    if n < 4 || n % 2 == 1 || !cells.iter().all(|&c| geo.contains(c)) {
        return false;
    }
    let set: CellSet = cells.iter().copied().collect();
    if set.len() != n {
        return false;
    }
    let linked = (0..n).all(|i| {
        let (a, b) = (cells[i], cells[(i + 1) % n]);
        geo.houses_of(a).iter().any(|h| geo.house(*h).contains(b))
    });
    // Per house: how many cells at even places and at odd places.
    let mut count = [[0u8; 2]; 27];
    for (i, &c) in cells.iter().enumerate() {
        for h in geo.houses_of(c) {
            count[h.index()][i % 2] += 1;
        }
    }
    linked && count.iter().all(|&[even, odd]| even == odd && even <= 1)
}

/// Every unique loop on `cells` (in loop order) with the pair `digits`, in
/// type order; empty if they cannot hold a deadly loop of those digits:
/// the shape ([`is_deadly_loop`]), all empty, every cell holding both
/// digits, and at least one cell with more.
pub fn unique_loops_at(board: &Board, cells: &[Cell], digits: DigitSet) -> Vec<UniqueLoop> {
    let mut out = Vec::new();
    if digits.len() != 2 || !is_deadly_loop(board.geometry(), cells) {
        return out;
    }
    if cells
        .iter()
        .any(|&c| board.value(c).is_some() || !digits.is_subset(board.candidates(c)))
    {
        return out;
    }
    let roof: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| board.candidates(c) != digits)
        .collect();
    let extras = roof
        .iter()
        .fold(DigitSet::EMPTY, |acc, &c| acc | board.candidates(c))
        - digits;
    let base = |kind: u8| UniqueLoop {
        kind,
        digits,
        cells: cells.to_vec(),
        roof: roof.clone(),
        extras,
        subset_cells: Vec::new(),
        subset_digits: DigitSet::EMPTY,
        houses: Vec::new(),
        link_digit: None,
        assumes_unique: true,
    };
    match roof.len() {
        0 => {}
        1 => out.push(base(1)),
        _ if extras.len() == 1 => out.push(base(2)),
        _ => {}
    }
    if let [r0, r1] = roof[..] {
        if extras.len() >= 2 {
            for (set, d, houses) in roof_subsets(board, r0, r1, extras) {
                let mut p = base(3);
                p.subset_cells = set.iter().collect();
                p.subset_digits = d;
                p.houses = houses;
                out.push(p);
            }
        }
        for (d, houses) in roof_links(board, r0, r1, digits) {
            let mut p = base(4);
            p.houses = houses;
            p.link_digit = Some(d);
            out.push(p);
        }
    }
    out
}

/// Every unique loop of six cells or more on the board, also those that
/// remove nothing. Each loop is looked for from its first cell (in reading
/// order) holding exactly two digits, and is reported once, by its cells:
/// loops in order of that cell and then as found, each with its instances
/// in type order.
pub fn find_unique_loops(board: &Board) -> Vec<UniqueLoop> {
    let bivalue: Vec<Cell> = board
        .empty_cells()
        .iter()
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    let mut loops: Vec<(DigitSet, CellSet, Vec<Cell>)> = Vec::new();
    let mut pairs: Vec<DigitSet> = Vec::new();
    let mut walk = LoopWalk::new(board);
    for &first in &bivalue {
        let digits = board.candidates(first);
        if pairs.contains(&digits) {
            continue;
        }
        pairs.push(digits);
        let core = loop_core(board, digits);
        if core.len() < MIN_LOOP_CELLS {
            continue;
        }
        for &start in &bivalue {
            if core.contains(start) && board.candidates(start) == digits {
                walk.from(start, digits, core);
            }
            for cells in walk.found.drain(..) {
                let set: CellSet = cells.iter().copied().collect();
                if !loops.iter().any(|(d, s, _)| *d == digits && *s == set) {
                    loops.push((digits, set, cells));
                }
            }
        }
    }
    // In order of the cell each was walked from.
    loops.sort_by_key(|(_, _, cells)| cells[0].index());
    loops
        .iter()
        .flat_map(|(digits, _, cells)| unique_loops_at(board, cells, *digits))
        .collect()
}

/// The cells a loop on `digits` may use: those holding both digits, less,
/// again and again, any whose row, column or box holds no other such cell
/// (a loop passes through each house of each of its cells twice). A loop
/// with fewer than four cells holding only the pair has more than two roof
/// cells, so it is of type 2: its roof cells hold three digits each.
fn loop_core(board: &Board, digits: DigitSet) -> CellSet {
    let geo = board.geometry();
    let mut both = geo.all_cells;
    for d in digits.iter() {
        both &= board.digit_cells(d);
    }
    let core = prune(geo, both);
    let floor = core
        .iter()
        .filter(|&c| board.candidates(c) == digits)
        .count();
    if floor >= MIN_LOOP_CELLS - 2 {
        return core;
    }
    let narrow: CellSet = core
        .iter()
        .filter(|&c| board.candidates(c).len() <= 3)
        .collect();
    prune(geo, narrow)
}

/// `cells` less, again and again, any alone in one of its houses.
fn prune(geo: &Geometry, cells: CellSet) -> CellSet {
    let mut core = cells;
    loop {
        let mut keep = core;
        for &house in geo.house_sets() {
            let here = core & house;
            if here.len() == 1 {
                keep = keep - here;
            }
        }
        if keep == core {
            return core;
        }
        core = keep;
    }
}

/// A depth-first walk from a start cell through cells holding both digits
/// of its pair, keeping per house how many of the path's cells it holds at
/// even and at odd places.
struct LoopWalk<'b> {
    board: &'b Board,
    digits: DigitSet,
    /// The cells it may use ([`loop_core`]).
    core: CellSet,
    start: Cell,
    path: Vec<Cell>,
    /// Per house (by index): the path's cells there at even, odd places.
    places: [[u8; 2]; 27],
    /// The path's cells with extra digits, and those digits.
    roof: usize,
    extras: DigitSet,
    found: Vec<Vec<Cell>>,
}

impl<'b> LoopWalk<'b> {
    fn new(board: &'b Board) -> LoopWalk<'b> {
        LoopWalk {
            board,
            digits: DigitSet::EMPTY,
            core: CellSet::EMPTY,
            start: Cell::default(),
            path: Vec::with_capacity(18),
            places: [[0; 2]; 27],
            roof: 0,
            extras: DigitSet::EMPTY,
            found: Vec::new(),
        }
    }

    /// Every loop from `start`, a cell holding exactly `digits`.
    fn from(&mut self, start: Cell, digits: DigitSet, core: CellSet) {
        self.digits = digits;
        self.core = core;
        self.start = start;
        self.push(start);
        self.extend();
        self.pop();
    }

    fn push(&mut self, c: Cell) {
        let place = self.path.len() % 2;
        for h in self.board.geometry().houses_of(c) {
            self.places[h.index()][place] += 1;
        }
        self.path.push(c);
    }

    fn pop(&mut self) {
        if let Some(c) = self.path.pop() {
            let place = self.path.len() % 2;
            for h in self.board.geometry().houses_of(c) {
                self.places[h.index()][place] -= 1;
            }
        }
    }

    /// Tries every next cell from the end of the path. A cell holding
    /// exactly the pair must come after `start` in reading order (so each
    /// loop is walked from its first such cell); at most two cells with
    /// extras, unless all extras are one digit (type 2); no house ever
    /// holds a third cell, nor two at places of the same parity.
    fn extend(&mut self) {
        let geo = self.board.geometry();
        let last = self.path[self.path.len() - 1];
        let place = self.path.len();
        for h in geo.houses_of(last) {
            for &next in geo.house_cells(h) {
                if next == self.start {
                    if place >= MIN_LOOP_CELLS && is_deadly_loop(geo, &self.path) {
                        self.found.push(self.path.clone());
                    }
                    continue;
                }
                let Some(extra) = self.fits(next, place) else {
                    continue;
                };
                if self.path.contains(&next) {
                    continue;
                }
                let (roof, extras) = (self.roof, self.extras);
                if !extra.is_empty() {
                    self.roof += 1;
                    self.extras |= extra;
                }
                self.push(next);
                self.extend();
                self.pop();
                (self.roof, self.extras) = (roof, extras);
            }
        }
    }

    /// The extra digits of `next` if it may be the loop's cell at `place`.
    fn fits(&self, next: Cell, place: usize) -> Option<DigitSet> {
        if !self.core.contains(next) {
            return None;
        }
        let board = self.board;
        let cands = board.candidates(next);
        let extra = cands - self.digits;
        if extra.is_empty() {
            if next.index() < self.start.index() {
                return None;
            }
        } else if self.roof >= 2 && (self.extras | extra).len() != 1 {
            return None;
        }
        let parity = place % 2;
        let open = board.geometry().houses_of(next).iter().all(|h| {
            let [even, odd] = self.places[h.index()];
            even + odd == 0 || (even + odd == 1 && self.places[h.index()][parity] == 0)
        });
        open.then_some(extra)
    }
}

impl UniqueLoop {
    /// The roof and its rule, as the rectangles' (types 1 to 4 alike).
    fn roof_view(&self) -> Roof<'_> {
        roof_of!(self, self.kind)
    }

    /// The loop's cells that hold only the pair.
    pub fn floor(&self) -> Vec<Cell> {
        let roof: CellSet = self.roof.iter().copied().collect();
        self.cells
            .iter()
            .copied()
            .filter(|&c| !roof.contains(c))
            .collect()
    }
}

/// What a unique loop removes, in cell then digit order.
pub fn unique_loop_eliminations(board: &Board, p: &UniqueLoop) -> Vec<Candidate> {
    roof_eliminations(board, &p.roof_view())
}

impl Pattern for UniqueLoop {
    fn strategy(&self) -> &'static str {
        UNIQUE_LOOP.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for &house in &self.houses {
            h.house(house, Role::House);
        }
        for &c in &self.cells {
            h.candidates(board, c, self.digits, Role::Pattern);
        }
        h.name(Mark::House(Role::House), Label::Houses(self.houses.clone()))
            .name(
                Mark::Candidate(Role::Pattern),
                Label::LoopCells(self.digits),
            )
            .name(Mark::Candidate(Role::Fin), Label::ExtraCandidate)
            .name(Mark::Candidate(Role::ColorA), Label::NakedSubset);
        highlight_roof(&mut h, board, &self.roof_view());
        if let (Some(d), [r0, r1]) = (self.link_digit, &self.roof[..]) {
            h.name(Mark::Link { strong: true }, Label::OnlyPlacesFor(d));
            h.link(Candidate::new(*r0, d), Candidate::new(*r1, d), true);
        }
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Own(Words::of(self.clone())))
    }
}

impl OwnWords for UniqueLoop {
    fn en(&self) -> String {
        let pair = digits_text(self.digits);
        let (floor, roof) = (
            cells_text(self.floor()),
            cells_text(self.roof.iter().copied()),
        );
        let houses = houses_text(&self.houses);
        let a = self.link_digit.unwrap_or(0);
        let intro = format!(
            "Unique Loop type {}: assuming the puzzle has one solution, the loop {} (each of its \
             rows, columns and boxes holds two of its cells) must not end up holding only {pair}, \
             or swapping {pair} round it would give a second solution",
            self.kind,
            self.cells
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" - ")
        );
        let detail = match self.kind {
            1 => format!("{floor} hold only {pair}, so {roof} can be neither"),
            2 => format!(
                "{floor} hold only {pair}, and the extra digit of {roof} is {} alone: one of them \
                 is {}, so a cell seeing all of them cannot be",
                digits_text(self.extras),
                digits_text(self.extras)
            ),
            3 => format!(
                "{floor} hold only {pair}, so one of {roof} holds one of {}: with {} they form a \
                 naked subset of {} in {houses}, and those digits go nowhere else there",
                digits_text(self.extras),
                cells_text(self.subset_cells.iter().copied()),
                digits_text(self.subset_digits)
            ),
            _ => {
                let b = digits_text(self.digits - DigitSet::single(a));
                format!(
                    "{floor} hold only {pair}; in {houses}, {a} goes only in {roof}, so one of \
                     them is {a}, and if the other were {b} the loop would be complete: neither \
                     can be {b}"
                )
            }
        };
        format!("{intro}; {detail}")
    }

    fn ja(&self) -> String {
        use crate::text::ja::{cells, digits, houses};
        let pair = digits(self.digits);
        let (floor, roof) = (cells(self.floor()), cells(self.roof.iter().copied()));
        let hs = houses(&self.houses);
        let a = self.link_digit.unwrap_or(0);
        let intro = format!(
            "タイプ{}。問題の解がただ一つだと仮定すると、ループ{}（通る行・列・ブロックにはそれぞれ\
             2マスずつある）が{pair}だけになってはいけない（ループに沿って{pair}を入れ替えた2つ目の解が\
             できる）",
            self.kind,
            self.cells
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join("－")
        );
        let detail = match self.kind {
            1 => format!("{floor}は{pair}だけを持つので、{roof}はどちらにもなれない"),
            2 => format!(
                "{floor}は{pair}だけを持ち、{roof}の余分な数字は{}だけ。そのどれかが{}なので、\
                 それらすべてを見るマスは{}になれない",
                digits(self.extras),
                digits(self.extras),
                digits(self.extras)
            ),
            3 => format!(
                "{floor}は{pair}だけを持つので、{roof}のどちらかが{}のどれかになる。{}と合わせて\
                 {hs}で{}のネイキッドサブセットになり、それらの数字は{hs}の他のマスに入らない",
                digits(self.extras),
                cells(self.subset_cells.iter().copied()),
                digits(self.subset_digits)
            ),
            _ => {
                let b = digits(self.digits - DigitSet::single(a));
                format!(
                    "{floor}は{pair}だけを持つ。{hs}では{a}が{roof}にしか入らないので片方は{a}。\
                     もう片方が{b}ならループが完成してしまうので、どちらも{b}になれない"
                )
            }
        };
        format!("{intro}。{detail}")
    }
}

strategy!(
    /// Unique loops of six cells or more, types 1 to 4.
    UniqueLoops: UniqueLoop = find_unique_loops, eliminates unique_loop_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::library::parse_library_line;
    use crate::lang::{Explain, Lang};
    use crate::test_util::{cell, eliminations_text, productive};

    // Positions of this project's default walkthrough of puzzles of the
    // Sudoku Exchange bank, as rated by Sukaku Explainer (the SE-rated
    // sample's lines 2, 6, 10 and 111), in HoDoKu's library format ('+' for
    // a placed digit, then the candidates already removed).
    const LINE_2: &str = ":0000:x:...8.1...+8+25+9641+3+7+96.7...8.25+8+6+1+74+93+19+3+2+4..7.4+76+3...12.1+7+4+89+32.+3+8257+69+4+1...1+23...::::";
    const LINE_6: &str = ":0000:x:+9.+26+7+8.1..8.52+1.79...34+92.8.....2.9.2.......5.1.4.....7+43.65+9+8.69..37+54..2...4...:149 269 197 199:::";
    const LINE_10: &str = ":0000:x:.74+3+29.+51.5.61+7...13.+8+4+5..+72.+5..1..8+7.1.5+32..4.+32.+8.+15.+4.+1.+2+579.+2..84+13+63+1.5.+648+2::::";
    const LINE_111: &str = ":0000:x:...+9+8+7+4.+5+5+843261+9+7.7.5+14+68+3.1.7+42+85.+94+58+63+27+1+7.8+19+53..8+5..+3.+9.2..2.+7.5.+8.9.+25+8+71.::::";

    fn at(line: &str) -> Board {
        parse_library_line(line).unwrap().board
    }

    /// The productive instances: kind, loop cells, what they remove.
    fn productive_texts(b: &Board) -> Vec<(u8, String, Vec<String>)> {
        productive::<UniqueLoops>(b)
            .iter()
            .map(|(p, e)| {
                let cells: Vec<String> = p.cells.iter().map(|c| c.to_string()).collect();
                (p.kind, cells.join(" "), eliminations_text(&e.eliminations))
            })
            .collect()
    }

    /// No elimination removes the solution's digit.
    fn sound(b: &Board) {
        let solution = crate::brute::solve(b).expect("one solution");
        for p in find_unique_loops(b) {
            for e in unique_loop_eliminations(b, &p) {
                assert_ne!(solution[e.cell.index()], e.digit, "{p:?}");
            }
        }
    }

    #[test]
    fn type_1_on_six_cells() {
        let b = at(LINE_2);
        assert_eq!(
            productive_texts(&b),
            [(
                1,
                "r1c8 r1c9 r7c9 r7c1 r9c1 r9c8".to_string(),
                vec!["r1c9<>5".to_string(), "r1c9<>6".to_string()]
            )]
        );
        let found = find_unique_loops(&b);
        let p = &found[0];
        assert_eq!(p.roof, [cell("r1c9")]);
        assert_eq!(p.digits, DigitSet::from_digits(&[5, 6]));
        assert!(p.assumes_unique);
        assert!(p.explain().starts_with(
            "Unique Loop type 1: assuming the puzzle has one solution, the loop r1c8 - r1c9"
        ));
        let step = crate::step::Step::new(&b, p.clone(), vec![], unique_loop_eliminations(&b, p));
        assert!(step.explain(Lang::Ja).starts_with(
            "ユニークループ：タイプ1。問題の解がただ一つだと仮定すると、ループr1c8－r1c9"
        ));
        assert!(step.explain(Lang::Ja).ends_with("r1c9から候補5・6を削除。"));
        assert_eq!(crate::rating::se::unique_loop_tenths(p), 46);
        sound(&b);
    }

    #[test]
    fn type_2_one_extra_digit() {
        let b = at(LINE_6);
        assert_eq!(
            productive_texts(&b),
            [(
                2,
                "r5c6 r5c8 r9c8 r9c9 r6c9 r6c6".to_string(),
                vec!["r4c9<>7".to_string()]
            )]
        );
        sound(&b);
    }

    #[test]
    fn type_3_naked_subset() {
        let b = at(LINE_10);
        let found = productive::<UniqueLoops>(&b);
        assert_eq!(found.len(), 1);
        let (p, e) = &found[0];
        assert_eq!(p.kind, 3);
        assert_eq!(p.roof, [cell("r4c4"), cell("r4c5")]);
        assert_eq!(p.subset_cells, [cell("r4c2"), cell("r4c8")]);
        assert_eq!(p.subset_digits, DigitSet::from_digits(&[4, 6, 9]));
        assert_eq!(eliminations_text(&e.eliminations), ["r4c7<>6", "r4c7<>9"]);
        // 4.5, 0.1 for six cells, 0.2 for a subset of three digits.
        assert_eq!(crate::rating::se::unique_loop_tenths(p), 48);
        sound(&b);
    }

    #[test]
    fn eight_cells_types_3_and_4() {
        let b = at(LINE_111);
        let texts = productive_texts(&b);
        let eight = "r6c8 r6c9 r9c9 r9c1 r8c1 r8c4 r7c4 r7c8".to_string();
        assert_eq!(
            texts,
            [
                (
                    3,
                    eight.clone(),
                    vec!["r7c3<>1".to_string(), "r7c3<>6".to_string()]
                ),
                (4, eight, vec!["r8c1<>6".to_string(), "r9c1<>6".to_string()]),
            ]
        );
        let four = find_unique_loops(&b)
            .into_iter()
            .find(|p| p.kind == 4)
            .unwrap();
        assert_eq!(four.link_digit, Some(4));
        assert_eq!(four.houses, [House::column(0), House::of_box(6)]);
        assert_eq!(crate::rating::se::unique_loop_tenths(&four), 47);
        sound(&b);
    }

    #[test]
    fn the_shape_of_a_deadly_loop() {
        let g = Geometry::nine();
        let cells = |names: &str| -> Vec<Cell> { names.split(' ').map(cell).collect() };
        let six = cells("r1c8 r1c9 r7c9 r7c1 r9c1 r9c8");
        assert!(is_deadly_loop(g, &six));
        // Any rotation or the other direction is the same loop.
        let mut turned = six.clone();
        turned.rotate_left(2);
        assert!(is_deadly_loop(g, &turned));
        turned.reverse();
        assert!(is_deadly_loop(g, &turned));
        // Two cells swapped: r1c8 and r7c9 share no house.
        assert!(!is_deadly_loop(g, &cells("r1c9 r1c8 r7c9 r7c1 r9c1 r9c8")));
        // A rectangle over four boxes passes through four boxes once each.
        assert!(!is_deadly_loop(g, &cells("r1c1 r1c5 r5c5 r5c1")));
        // A two-box rectangle is the smallest deadly loop.
        assert!(is_deadly_loop(g, &cells("r1c1 r1c5 r2c5 r2c1")));
        // Odd, repeated, too short, or three cells in one row.
        assert!(!is_deadly_loop(g, &six[..5]));
        assert!(!is_deadly_loop(g, &cells("r1c8 r1c9 r1c8 r1c9")));
        assert!(!is_deadly_loop(g, &cells("r1c1 r1c5")));
        assert!(!is_deadly_loop(g, &cells("r1c1 r1c2 r1c5 r2c5 r2c1 r2c2")));
        // Off a 4x4 board.
        let mini = Geometry::for_size(4).unwrap();
        assert!(!is_deadly_loop(mini, &six));
    }

    #[test]
    fn instances_are_those_of_their_cells() {
        let b = at(LINE_111);
        for p in find_unique_loops(&b) {
            assert!(unique_loops_at(&b, &p.cells, p.digits).contains(&p));
        }
        // Not the pair of the loop, or a cell that lacks a digit of it.
        let six: Vec<Cell> = "r1c8 r1c9 r7c9 r7c1 r9c1 r9c8"
            .split(' ')
            .map(cell)
            .collect();
        let a = at(LINE_2);
        assert_eq!(
            unique_loops_at(&a, &six, DigitSet::from_digits(&[5, 6])).len(),
            1
        );
        assert!(unique_loops_at(&a, &six, DigitSet::from_digits(&[5, 7])).is_empty());
        assert!(unique_loops_at(&a, &six, DigitSet::from_digits(&[5])).is_empty());
        let mut lacking = a.clone();
        lacking.eliminate(Candidate::new(cell("r7c1"), 6));
        assert!(unique_loops_at(&lacking, &six, DigitSet::from_digits(&[5, 6])).is_empty());
        assert!(find_unique_loops(&lacking).is_empty());
    }

    #[test]
    fn small_and_empty_boards() {
        for size in [4, 6, 9] {
            assert!(find_unique_loops(&Board::empty(size).unwrap()).is_empty());
        }
    }
}
