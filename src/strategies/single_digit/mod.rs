//! # Single-digit chains: Skyscraper, 2-String Kite, Turbot Fish (and the Dual Kite)
//!
//! Look at one digit only. A house in which the digit has exactly two
//! candidate cells is a *conjugate pair*: exactly one of the two cells holds
//! the digit. That is a **strong link** (if one is not the digit, the other
//! is). Two cells that merely see each other form a **weak link**: they
//! cannot *both* hold the digit.
//!
//! Join two strong links by a weak link and you get the shortest useful
//! chain, `A = B - C = D`:
//!
//! * if `B` is not the digit, `A` is (strong link `A = B`);
//! * if `B` is the digit, `C` is not (weak link), so `D` is (strong link `C = D`).
//!
//! Either way `A` or `D` holds the digit, so a cell that sees both of these
//! *pincers* cannot. The family has three named shapes:
//!
//! ```text
//!  Skyscraper: two parallel        2-String Kite: a row pair       Turbot Fish: any other
//!  conjugate pairs (columns 1      (row 1) and a column pair       strong-weak-strong chain,
//!  and 5) whose bases B, C share   (column 1) whose inner ends     e.g. a box pair A=B, a
//!  a cross line (row 7).           B, C share a box (box 1).       weak link B-C in column 3
//!                                                                  and a row pair C=D.
//!  A . . | x . x | . . .           . B . | . . . | . A .           A . . | . x . | . . .
//!  . . . | . . . | . . .           C . . | . . . | . . .           . . B | . . . | . . .
//!  . x x | . D . | . . .           . . . | . . . | . . .           . . . | . . . | . . .
//!  ------+-------+------           ------+-------+------           ------+-------+------
//!  . . . | . . . | . . .           . . . | . . . | . . .           . . . | . . . | . . .
//!  . . . | . . . | . . .           D . . | . . . | . x .           . . C | . D . | . . .
//!  . . . | . . . | . . .
//!  ------+-------+------           x sees both string ends          x sees both A and D
//!  B . . | . C . | . . .           A and D.
//!
//!  x sees both roof cells A and D
//! ```
//!
//! When the roofs of a "skyscraper" also line up, the four cells form an
//! X-Wing: that is a fish and is left to the fish finders.
//!
//! A **Dual 2-String Kite** uses the same two box cells twice: each of them
//! is the box end of a row pair *and* of a column pair, so two kites share
//! one box connection and eliminate at two places at once.
//!
//! These are the simplest X-Chains; coloring (see `coloring.rs`) and the
//! Empty Rectangle (see `empty_rectangle.rs`) build on the same strong links.

pub mod empty_rectangle;

use crate::grid::{Board, Candidate, Cell, CellSet, House, HouseKind};
use crate::step::{Highlight, Highlights, Pattern, Role};
use crate::strategies::common::strategy;
use serde::Serialize;

/// A conjugate pair: the only two cells of `house` that can hold the digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StrongLink {
    pub house: House,
    pub cells: [Cell; 2],
}

/// Two cells of a chain that see each other (share `house`): they cannot
/// both hold the digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WeakLink {
    pub house: House,
    pub cells: [Cell; 2],
}

/// Whether `digit` is a digit of this board (1..=size).
pub(crate) fn digit_in_range(board: &Board, digit: u8) -> bool {
    digit >= 1 && digit as usize <= board.size()
}

/// Every conjugate pair of `digit`, one per house with exactly two candidate
/// cells, houses in order (rows, columns, boxes). A pair that is conjugate in
/// a line and in its box appears once for each house.
pub fn conjugate_pairs(board: &Board, digit: u8) -> Vec<StrongLink> {
    if !digit_in_range(board, digit) {
        return Vec::new();
    }
    let geo = board.geometry();
    let cells = board.digit_cells(digit);
    let mut out = Vec::new();
    for h in 0..geo.house_count() {
        let in_house = cells & geo.house(h);
        if in_house.len() == 2 {
            let mut it = in_house.iter();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                out.push(StrongLink {
                    house: geo.house_name(h),
                    cells: [a, b],
                });
            }
        }
    }
    out
}

/// The houses in which `a` and `b` form a conjugate pair of `digit`
/// (row, column, box; `None` where they do not).
#[derive(Clone, Copy, Default)]
pub(crate) struct LinkHouses {
    pub row: Option<House>,
    pub col: Option<House>,
    pub boxh: Option<House>,
}

impl LinkHouses {
    /// Line first, then box: the house to name when the shape does not care.
    fn primary(self) -> Option<House> {
        self.row.or(self.col).or(self.boxh)
    }
}

pub(crate) fn link_houses(board: &Board, digit: u8, a: Cell, b: Cell) -> Option<LinkHouses> {
    let geo = board.geometry();
    if a == b || !geo.contains(a) || !geo.contains(b) {
        return None;
    }
    let cells = board.digit_cells(digit);
    if !cells.contains(a) || !cells.contains(b) {
        return None;
    }
    let mut out = LinkHouses::default();
    for h in geo.houses_of(a) {
        let house = geo.house(h);
        if house.contains(b) && (cells & house).len() == 2 {
            let name = geo.house_name(h);
            match name.kind {
                HouseKind::Row => out.row = Some(name),
                HouseKind::Column => out.col = Some(name),
                HouseKind::Box => out.boxh = Some(name),
            }
        }
    }
    out.primary().map(|_| out)
}

/// The house two distinct peers share: row first, then column, then box.
pub(crate) fn shared_house(board: &Board, a: Cell, b: Cell) -> Option<House> {
    let geo = board.geometry();
    if a == b || !geo.sees(a, b) {
        return None;
    }
    let h = if a.row() == b.row() {
        geo.row_house(a.row())
    } else if a.col() == b.col() {
        geo.col_house(a.col())
    } else {
        geo.box_house(geo.box_of(a))
    };
    Some(geo.house_name(h))
}

/// Which named shape a strong-weak-strong chain has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChainShape {
    /// Two row pairs (or two column pairs) whose bases share a column (row).
    Skyscraper,
    /// A row pair and a column pair whose inner ends share a box.
    TwoStringKite,
    /// Any other strong-weak-strong chain on one digit.
    TurbotFish,
}

/// A chain `A = B - C = D` on one digit: `A` or `D` holds the digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SingleDigitChain {
    pub shape: ChainShape,
    pub digit: u8,
    /// `[A = B]` and `[C = D]`, in chain order (`A` and `D` the pincers).
    /// For a kite the row pair comes first.
    pub strong_links: [StrongLink; 2],
    /// `[B - C]`: the skyscraper's base, the kite's box connection.
    pub weak_link: WeakLink,
    /// `[A, D]`: the chain's ends (the skyscraper's roof, the kite's string
    /// ends); one of them holds the digit.
    pub pincers: [Cell; 2],
}

impl SingleDigitChain {
    /// The four cells in chain order `A, B, C, D`.
    pub fn cells(&self) -> [Cell; 4] {
        [
            self.strong_links[0].cells[0],
            self.strong_links[0].cells[1],
            self.strong_links[1].cells[0],
            self.strong_links[1].cells[1],
        ]
    }
}

/// Do `cells = [A, B, C, D]` form the chain `A = B - C = D` on `digit`
/// (`A`/`B` and `C`/`D` conjugate pairs, `B` sees `C`, four distinct cells)?
/// Classifies the shape; an X-Wing (both pairs in parallel lines, bases and
/// roofs each in one cross line) is not a chain of this family.
pub fn is_single_digit_chain(
    board: &Board,
    digit: u8,
    cells: [Cell; 4],
) -> Option<SingleDigitChain> {
    if !digit_in_range(board, digit) {
        return None;
    }
    let geo = board.geometry();
    let [a, b, c, d] = cells;
    let set: CellSet = cells.iter().copied().collect();
    if set.len() != 4 || !geo.sees(b, c) {
        return None;
    }
    let first = link_houses(board, digit, a, b)?;
    let second = link_houses(board, digit, c, d)?;
    let rows = first.row.zip(second.row);
    let cols = first.col.zip(second.col);
    // Parallel pairs lined up at both ends: an X-Wing, not a chain of this family.
    if (rows.is_some() || cols.is_some()) && lined_up(rows.is_some(), a, b, c, d) {
        return None;
    }
    let link = |house: House, x: Cell, y: Cell| StrongLink {
        house,
        cells: [x, y],
    };
    let weak = |house: House| WeakLink {
        house,
        cells: [b, c],
    };
    let col_name = |cell: Cell| geo.house_name(geo.col_house(cell.col()));
    let row_name = |cell: Cell| geo.house_name(geo.row_house(cell.row()));
    let make = |shape, l1, l2, w| SingleDigitChain {
        shape,
        digit,
        strong_links: [l1, l2],
        weak_link: w,
        pincers: [a, d],
    };
    if let Some((r1, r2)) = rows.filter(|_| b.col() == c.col()) {
        return Some(make(
            ChainShape::Skyscraper,
            link(r1, a, b),
            link(r2, c, d),
            weak(col_name(b)),
        ));
    }
    if let Some((c1, c2)) = cols.filter(|_| b.row() == c.row()) {
        return Some(make(
            ChainShape::Skyscraper,
            link(c1, a, b),
            link(c2, c, d),
            weak(row_name(b)),
        ));
    }
    // Kite: the inner ends share a box that holds neither outer end.
    let kite_box = geo.box_of(b) == geo.box_of(c)
        && geo.box_of(a) != geo.box_of(b)
        && geo.box_of(d) != geo.box_of(c);
    let box_name = geo.house_name(geo.box_house(geo.box_of(b)));
    if kite_box {
        if let (Some(row), Some(col)) = (first.row, second.col) {
            return Some(make(
                ChainShape::TwoStringKite,
                link(row, a, b),
                link(col, c, d),
                weak(box_name),
            ));
        }
        if let (Some(col), Some(row)) = (first.col, second.row) {
            // Row pair first: the same chain read from the other end.
            return Some(SingleDigitChain {
                shape: ChainShape::TwoStringKite,
                digit,
                strong_links: [link(row, d, c), link(col, b, a)],
                weak_link: WeakLink {
                    house: box_name,
                    cells: [c, b],
                },
                pincers: [d, a],
            });
        }
    }
    Some(make(
        ChainShape::TurbotFish,
        link(first.primary()?, a, b),
        link(second.primary()?, c, d),
        weak(shared_house(board, b, c)?),
    ))
}

/// Bases in one cross line and roofs in one cross line (an X-Wing).
fn lined_up(rows: bool, a: Cell, b: Cell, c: Cell, d: Cell) -> bool {
    if rows {
        b.col() == c.col() && a.col() == d.col()
    } else {
        b.row() == c.row() && a.row() == d.row()
    }
}

/// Every strong-weak-strong chain on every digit, in a fixed order: digits,
/// then pairs of conjugate pairs (in house order), then the four ways to
/// join them. Each chain is reported once (not also read backwards).
pub fn find_single_digit_chains(board: &Board) -> Vec<SingleDigitChain> {
    let mut out = Vec::new();
    for digit in 1..=board.size() as u8 {
        // A pair conjugate in a line and in its box is one pair of cells.
        let mut pairs: Vec<[Cell; 2]> = Vec::new();
        for l in conjugate_pairs(board, digit) {
            if !pairs.contains(&l.cells) {
                pairs.push(l.cells);
            }
        }
        for (i, p) in pairs.iter().enumerate() {
            for q in &pairs[i + 1..] {
                for [a, b] in [[p[0], p[1]], [p[1], p[0]]] {
                    for [c, d] in [[q[0], q[1]], [q[1], q[0]]] {
                        if let Some(chain) = is_single_digit_chain(board, digit, [a, b, c, d]) {
                            out.push(chain);
                        }
                    }
                }
            }
        }
    }
    out
}

fn find_shape(board: &Board, shape: ChainShape) -> Vec<SingleDigitChain> {
    let mut all = find_single_digit_chains(board);
    all.retain(|c| c.shape == shape);
    all
}

/// Every skyscraper.
pub fn find_skyscrapers(board: &Board) -> Vec<SingleDigitChain> {
    find_shape(board, ChainShape::Skyscraper)
}

/// Every 2-string kite.
pub fn find_two_string_kites(board: &Board) -> Vec<SingleDigitChain> {
    find_shape(board, ChainShape::TwoStringKite)
}

/// Every turbot fish that is neither a skyscraper nor a kite.
pub fn find_turbot_fish(board: &Board) -> Vec<SingleDigitChain> {
    find_shape(board, ChainShape::TurbotFish)
}

/// Cells holding `digit` that see both `pincers` (neither pincer itself).
pub(crate) fn pincer_eliminations(board: &Board, digit: u8, pincers: [Cell; 2]) -> Vec<Candidate> {
    if !digit_in_range(board, digit) {
        return Vec::new();
    }
    let geo = board.geometry();
    let both: CellSet = pincers.iter().copied().collect();
    (board.digit_cells(digit) & geo.common_peers(both))
        .iter()
        .map(|c| Candidate::new(c, digit))
        .collect()
}

/// The digit leaves every cell that sees both pincers.
pub fn single_digit_chain_eliminations(board: &Board, p: &SingleDigitChain) -> Vec<Candidate> {
    pincer_eliminations(board, p.digit, p.pincers)
}

fn chain_highlights(h: &mut Highlights, p: &SingleDigitChain) {
    let d = p.digit;
    for l in &p.strong_links {
        h.house(l.house, Role::House);
    }
    h.house(p.weak_link.house, Role::SecondaryHouse);
    for c in p.cells() {
        h.candidate(c, d, Role::Pattern);
    }
    for l in &p.strong_links {
        h.link(
            Candidate::new(l.cells[0], d),
            Candidate::new(l.cells[1], d),
            true,
        );
    }
    let [b, c] = p.weak_link.cells;
    h.link(Candidate::new(b, d), Candidate::new(c, d), false);
}

impl Pattern for SingleDigitChain {
    fn strategy(&self) -> &'static str {
        match self.shape {
            ChainShape::Skyscraper => "skyscraper",
            ChainShape::TwoStringKite => "two-string-kite",
            ChainShape::TurbotFish => "turbot-fish",
        }
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        chain_highlights(&mut h, self);
        h
    }
    fn explain(&self) -> String {
        let d = self.digit;
        let [l1, l2] = self.strong_links;
        let [a, b, c, e] = self.cells();
        let w = self.weak_link.house;
        match self.shape {
            ChainShape::Skyscraper => format!(
                "Skyscraper on {d}: {} has {d} only in {a} and {b}, {} only in {c} and {e}; \
                 the base cells {b} and {c} share {w}, so at most one of them is {d} and \
                 one of the roof cells {a}, {e} must be {d}",
                l1.house, l2.house
            ),
            ChainShape::TwoStringKite => format!(
                "2-String Kite on {d}: {} has {d} only in {a} and {b}, {} only in {c} and {e}; \
                 {b} and {c} share {w} and cannot both be {d}, so one of the string ends \
                 {a}, {e} must be {d}",
                l1.house, l2.house
            ),
            ChainShape::TurbotFish => format!(
                "Turbot Fish on {d}: {} has {d} only in {a} and {b}, {} only in {c} and {e}; \
                 {b} and {c} share {w} and cannot both be {d}, so if {a} is not {d} then {b} \
                 is, {c} is not and {e} is: one of {a}, {e} must be {d}",
                l1.house, l2.house
            ),
        }
    }
}

strategy!(
    /// Skyscrapers.
    Skyscrapers: SingleDigitChain = find_skyscrapers, eliminates single_digit_chain_eliminations
);

strategy!(
    /// 2-String Kites.
    TwoStringKites: SingleDigitChain = find_two_string_kites, eliminates single_digit_chain_eliminations
);

strategy!(
    /// Turbot Fish (the other strong-weak-strong chains).
    TurbotFishes: SingleDigitChain = find_turbot_fish, eliminates single_digit_chain_eliminations
);

/// Two 2-string kites on one box connection: box cells `X` and `Y` each end
/// a row pair and a column pair; one kite takes `X`'s row pair and `Y`'s
/// column pair, the other `Y`'s row pair and `X`'s column pair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DualTwoStringKite {
    pub digit: u8,
    /// The box both kites pass through.
    pub box_house: House,
    /// The two box cells.
    pub box_cells: [Cell; 2],
    pub kites: [SingleDigitChain; 2],
}

/// Do the two kites share their box cells with the roles swapped?
pub fn is_dual_two_string_kite(
    k1: &SingleDigitChain,
    k2: &SingleDigitChain,
) -> Option<DualTwoStringKite> {
    if k1.shape != ChainShape::TwoStringKite
        || k2.shape != ChainShape::TwoStringKite
        || k1.digit != k2.digit
    {
        return None;
    }
    // In a kite the row pair comes first, so weak_link = [row end, column end].
    let [x1, y1] = k1.weak_link.cells;
    let [x2, y2] = k2.weak_link.cells;
    if x1 != y2 || y1 != x2 {
        return None;
    }
    Some(DualTwoStringKite {
        digit: k1.digit,
        box_house: k1.weak_link.house,
        box_cells: [x1, y1],
        kites: [k1.clone(), k2.clone()],
    })
}

/// Every dual 2-string kite, in the order of the kites' finder.
pub fn find_dual_two_string_kites(board: &Board) -> Vec<DualTwoStringKite> {
    let kites = find_two_string_kites(board);
    let mut out = Vec::new();
    for (i, k1) in kites.iter().enumerate() {
        for k2 in &kites[i + 1..] {
            if let Some(d) = is_dual_two_string_kite(k1, k2) {
                out.push(d);
            }
        }
    }
    out
}

/// What both kites eliminate.
pub fn dual_two_string_kite_eliminations(board: &Board, p: &DualTwoStringKite) -> Vec<Candidate> {
    let mut out = single_digit_chain_eliminations(board, &p.kites[0]);
    for e in single_digit_chain_eliminations(board, &p.kites[1]) {
        if !out.contains(&e) {
            out.push(e);
        }
    }
    out
}

/// Drops repeated highlights (a link counts once in either direction), for
/// patterns drawn as two overlapping halves.
pub(crate) fn without_repeats(h: Highlights) -> Highlights {
    let mut out = Highlights::new();
    for x in h.0 {
        let reversed = match &x {
            Highlight::Link { from, to, strong } => Some(Highlight::Link {
                from: *to,
                to: *from,
                strong: *strong,
            }),
            _ => None,
        };
        let seen = out.0.contains(&x) || reversed.is_some_and(|r| out.0.contains(&r));
        if !seen {
            out.0.push(x);
        }
    }
    out
}

impl Pattern for DualTwoStringKite {
    fn strategy(&self) -> &'static str {
        "dual-two-string-kite"
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for k in &self.kites {
            chain_highlights(&mut h, k);
        }
        without_repeats(h)
    }
    fn explain(&self) -> String {
        let [x, y] = self.box_cells;
        let [k1, k2] = &self.kites;
        format!(
            "Dual 2-String Kite on {}: {x} and {y} in {} each end a row pair and a column pair, \
             giving two kites: {}; and {}",
            self.digit,
            self.box_house,
            kite_short(k1),
            kite_short(k2)
        )
    }
}

fn kite_short(k: &SingleDigitChain) -> String {
    let [a, e] = k.pincers;
    format!(
        "{} and {} make {a} or {e} hold {}",
        k.strong_links[0].house, k.strong_links[1].house, k.digit
    )
}

strategy!(
    /// Dual 2-String Kites.
    DualTwoStringKites: DualTwoStringKite = find_dual_two_string_kites, eliminates dual_two_string_kite_eliminations
);

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::test_util::{after_singles, board};

    /// The position reached from `line` by singles, locked candidates and
    /// naked/hidden subsets (the strategies rated below the single-digit
    /// patterns).
    pub(crate) fn after_basics(line: &str) -> Board {
        let solver = crate::solver::Solver::with(crate::test_util::BASICS).expect("known ids");
        solver.solve(&board(line)).end
    }

    /// The eliminations of every instance that eliminates something.
    pub(crate) fn productive<P>(
        b: &Board,
        found: &[P],
        eliminations: impl Fn(&Board, &P) -> Vec<Candidate>,
    ) -> Vec<Vec<String>> {
        found
            .iter()
            .map(|p| eliminations(b, p).iter().map(|c| c.to_string()).collect())
            .filter(|e: &Vec<String>| !e.is_empty())
            .collect()
    }

    pub(crate) fn cell(name: &str) -> Cell {
        name.parse().expect("cell name")
    }

    fn cells4(names: [&str; 4]) -> [Cell; 4] {
        names.map(cell)
    }

    #[test]
    fn skyscraper_on_5() {
        // Sudoku Exchange bank, sx_hard #3, after singles, locked candidates
        // and subsets: 5 is only in r2c1/r2c7 in row 2 and r9c2/r9c7 in row 9;
        // the bases r2c7, r9c7 share column 7.
        let b = after_basics(
            "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96",
        );
        let found = find_skyscrapers(&b);
        assert_eq!(
            productive(&b, &found, single_digit_chain_eliminations),
            [["r3c2<>5", "r7c1<>5"]]
        );
        let p = is_single_digit_chain(&b, 5, cells4(["r2c1", "r2c7", "r9c7", "r9c2"])).unwrap();
        assert_eq!(p.shape, ChainShape::Skyscraper);
        assert_eq!(p.pincers, [cell("r2c1"), cell("r9c2")]);
        assert_eq!(p.weak_link.house.to_string(), "column 7");
        assert_eq!(p.strong_links[1].house.to_string(), "row 9");
        assert!(found.contains(&p));
        // Read backwards it is the same skyscraper; a non-link is nothing.
        let back = is_single_digit_chain(&b, 5, cells4(["r9c2", "r9c7", "r2c7", "r2c1"])).unwrap();
        assert_eq!(back.shape, ChainShape::Skyscraper);
        assert!(is_single_digit_chain(&b, 5, cells4(["r2c1", "r9c2", "r9c7", "r2c7"])).is_none());
        assert!(p
            .explain()
            .starts_with("Skyscraper on 5: row 2 has 5 only in r2c1 and r2c7"));
        let h = p.highlights(&b);
        let links = h
            .iter()
            .filter(|x| matches!(x, crate::step::Highlight::Link { strong: true, .. }))
            .count();
        assert_eq!(links, 2);
    }

    #[test]
    fn two_string_kite_on_5() {
        // sx_hard #4 after the basics: row 5 has 5 only in r5c3/r5c7, column 9
        // only in r4c9/r9c9; r5c7 and r4c9 meet in box 6.
        let b = after_basics(
            ".24...65.1.......7..8.1.9...........26..9..83.8.5.1.7.6..9.3..8..28547......7....",
        );
        let found = find_two_string_kites(&b);
        assert_eq!(
            productive(&b, &found, single_digit_chain_eliminations),
            [["r9c3<>5"]]
        );
        // Given column pair first, the kite is still told row pair first.
        let p = is_single_digit_chain(&b, 5, cells4(["r9c9", "r4c9", "r5c7", "r5c3"])).unwrap();
        assert_eq!(p.shape, ChainShape::TwoStringKite);
        assert_eq!(p.strong_links[0].house.to_string(), "row 5");
        assert_eq!(p.strong_links[1].house.to_string(), "column 9");
        assert_eq!(p.weak_link.house.to_string(), "box 6");
        assert_eq!(p.pincers, [cell("r5c3"), cell("r9c9")]);
        assert!(found.contains(&p));
    }

    #[test]
    fn turbot_fish_through_a_box_pair() {
        // sx_hard #7 after the basics: column 9 has 5 only in r5c9/r8c9, box 4
        // only in r5c1/r6c2 (a diagonal box pair); r5c9 and r5c1 share row 5.
        let b = after_basics(
            "97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3",
        );
        let found = find_turbot_fish(&b);
        assert_eq!(
            productive(&b, &found, single_digit_chain_eliminations),
            [["r8c2<>5"]]
        );
        let p = is_single_digit_chain(&b, 5, cells4(["r8c9", "r5c9", "r5c1", "r6c2"])).unwrap();
        assert_eq!(p.shape, ChainShape::TurbotFish);
        assert_eq!(p.strong_links[1].house.to_string(), "box 4");
        assert_eq!(p.weak_link.house.to_string(), "row 5");
        // Every turbot-family finder reports from the same pool, by shape.
        let all = find_single_digit_chains(&b);
        assert_eq!(
            all.len(),
            find_skyscrapers(&b).len() + find_two_string_kites(&b).len() + found.len()
        );
    }

    #[test]
    fn dual_two_string_kite_on_3() {
        // sx_hard #96 after the basics: r8c2 and r9c1 (box 7) each end a row
        // pair and a column pair of 3. The dual kite on 7 in box 9 removes nothing.
        let b = after_basics(
            "..9..5.1...3..4..5.5.1..6.8...8.72.............13.2...1.7..3.8.2..6..9...8.5..4..",
        );
        let found = find_dual_two_string_kites(&b);
        assert_eq!(found.len(), 2);
        assert_eq!(
            productive(&b, &found, dual_two_string_kite_eliminations),
            [["r5c8<>3", "r4c9<>3"]]
        );
        let p = &found[0];
        assert_eq!(p.box_house.to_string(), "box 7");
        assert_eq!(p.box_cells, [cell("r8c2"), cell("r9c1")]);
        assert!(is_dual_two_string_kite(&p.kites[0], &p.kites[0]).is_none());
        // Drawn once: four strong links, the shared box connection one weak link.
        let h = p.highlights(&b);
        let strong = |s: bool| {
            h.iter()
                .filter(|x| matches!(x, Highlight::Link { strong, .. } if *strong == s))
                .count()
        };
        assert_eq!((strong(true), strong(false)), (4, 1));
        assert_eq!(found[1].digit, 7);
        assert!(dual_two_string_kite_eliminations(&b, &found[1]).is_empty());
    }

    #[test]
    fn x_wing_is_left_to_the_fish() {
        // sx_hard #14 after the basics: 4 is only in columns 3 and 5 of rows 2
        // and 8, an X-Wing; read as a chain it would be a "skyscraper".
        let b = after_basics(
            "1.36..4..59...1..8...2.....8.9.2....2.7.8.9.5....7.2.4.....2...6..8...39..5..38.2",
        );
        assert!(is_single_digit_chain(&b, 4, cells4(["r2c3", "r2c5", "r8c5", "r8c3"])).is_none());
        assert!(find_single_digit_chains(&b).iter().all(|c| !(c.digit == 4
            && c.cells().contains(&cell("r2c3"))
            && c.cells().contains(&cell("r8c5")))));
    }

    #[test]
    fn small_boards_and_bad_input() {
        // 4x4 and 6x6 puzzles from ../shared/puzzles (mini4x4_amayaos_20 #1,
        // mini6x6_sukaku6x6explainer_3 #1), empty boards, odd digits.
        let boards = [
            after_singles("4.....4....3.2.."),
            after_singles("..3...4.....2..3.5.....1.6.5.45...1."),
            Board::empty(4).unwrap(),
            Board::empty(6).unwrap(),
        ];
        for b in &boards {
            let _ = find_single_digit_chains(b);
            let _ = find_dual_two_string_kites(b);
            assert!(conjugate_pairs(b, 0).is_empty());
            assert!(conjugate_pairs(b, 7).is_empty());
            assert!(conjugate_pairs(b, 200).is_empty());
            assert!(
                is_single_digit_chain(b, 9, cells4(["r1c1", "r1c2", "r2c2", "r2c1"])).is_none()
            );
            assert!(
                is_single_digit_chain(b, 1, cells4(["r9c9", "r9c8", "r8c8", "r8c9"])).is_none()
            );
            assert!(pincer_eliminations(b, 12, [cell("r1c1"), cell("r2c2")]).is_empty());
        }
        // A 6x6 position with a conjugate pair (row 1 of an empty board after
        // removing 1 from four of its cells).
        let mut b = Board::empty(6).unwrap();
        for c in ["r1c1", "r1c2", "r1c3", "r1c4"] {
            b.eliminate(Candidate::new(cell(c), 1));
        }
        let pairs = conjugate_pairs(&b, 1);
        assert_eq!(pairs.len(), 1);
        assert_eq!(pairs[0].house.to_string(), "row 1");
    }
}
