//! # Scanning: a single read off the digits on the board
//!
//! Before anyone writes pencil marks, singles are found by *scanning*: pick
//! a digit and a house, and let each copy of the digit already on the board
//! block its row, its column and its box. When every empty cell of the
//! house but one is blocked, the digit goes in that one. Nikoli's
//! worked solutions (全問解説) explain every single this way, with a line
//! drawn from each blocking digit; the F-BASIC solver of this project's
//! seed articles scans one box at a time.
//!
//! ```text
//!   box 3, digit 5:        c7 c8 c9
//!   the 5 in r1c2  ─────>  x  x  x    row 1 blocked
//!                          .  ■  4    r2c9 is filled
//!   the 5 in r3c4  ─────>  x  x  x    row 3 blocked
//!                             ^
//!   the 5 in r7c7 blocks      |       column 7 (r2c7) blocked
//!   => r2c8 is the only cell left: r2c8=5
//! ```
//!
//! The same look explains the other singles. A *naked single* is a cell
//! whose row, column and box already hold every other digit: each of them
//! is named where it is. A *full house* is a house with one empty cell: its
//! other cells hold every digit but one.
//!
//! A scan uses the digits on the board only, never pencil marks. A single
//! that holds only because an earlier step removed pencil marks (a hidden
//! single after a pointing pair, say) has no scan: [`scan`] says `None`,
//! and the single keeps its ordinary explanation.

use crate::grid::{Board, Cell, CellSet, DigitSet, House, HouseKind};
use crate::lang::says::{OwnWords, Says, Words};
use crate::step::{Highlights, Mark, Pattern, Role, Step};
use crate::strategies::singles::full_house::FullHouse;
use crate::strategies::singles::hidden_single::HiddenSingle;
use crate::strategies::singles::naked_single::NakedSingle;
use crate::text::{cells_text, join_and};
use serde::Serialize;

/// A digit on the board and the cells it rules out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Blocker {
    /// Where the digit stands (a given or a placed digit).
    pub cell: Cell,
    pub digit: u8,
    /// The house it blocks along: its row, its column or its box.
    pub along: House,
    /// The empty cells it rules out (of the house scanned; for a naked
    /// single, the cell itself).
    pub blocks: Vec<Cell>,
}

/// A single explained by scanning.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scan {
    /// The single's strategy id (`hidden-single`, `naked-single`,
    /// `full-house`).
    pub strategy: &'static str,
    /// The cell and the digit it takes.
    pub cell: Cell,
    pub digit: u8,
    /// The house scanned for the digit; `None` for a naked single, where
    /// the cell's three houses are scanned for every other digit.
    pub house: Option<House>,
    /// The digits that block, in the order they are read.
    pub blockers: Vec<Blocker>,
    /// The cells of the house that hold other digits.
    pub filled: Vec<Cell>,
}

/// Does `scan` hold on `board`? Every blocker is a digit on the board in
/// the house it blocks along, every cell it blocks is empty and in that
/// house too, and what is left is `scan.cell` alone: for a house, its
/// other cells are blocked or filled; for a naked single, the blockers
/// hold every other digit. This is what the oracle test checks.
pub fn is_scan(board: &Board, scan: &Scan) -> bool {
    let geo = board.geometry();
    let n = board.size() as u8;
    let blockers_hold = scan.blockers.iter().all(|b| {
        let line = geo.house(b.along);
        board.value(b.cell) == Some(b.digit)
            && line.contains(b.cell)
            && b.blocks
                .iter()
                .all(|&c| line.contains(c) && board.value(c).is_none())
    });
    if !blockers_hold || board.value(scan.cell).is_some() || !(1..=n).contains(&scan.digit) {
        return false;
    }
    match scan.house {
        Some(house) => {
            let mut covered: CellSet = scan.filled.iter().copied().collect();
            covered.insert(scan.cell);
            for b in &scan.blockers {
                covered |= b.blocks.iter().copied().collect::<CellSet>();
            }
            let filled_ok = scan
                .filled
                .iter()
                .all(|&c| board.value(c).is_some_and(|d| d != scan.digit));
            scan.blockers.iter().all(|b| b.digit == scan.digit)
                && filled_ok
                && covered == geo.house(house)
                && !scan.blockers.iter().any(|b| b.blocks.contains(&scan.cell))
        }
        None => {
            let mut seen = DigitSet::single(scan.digit);
            for b in &scan.blockers {
                if b.blocks != [scan.cell] || seen.contains(b.digit) {
                    return false;
                }
                seen.insert(b.digit);
            }
            seen == DigitSet::all(board.size())
        }
    }
}

/// The scan of a hidden single: `digit` in `house`, where every empty cell
/// but `cell` is blocked by a copy of `digit` on the board. Blockers are
/// taken greedily, the one that blocks most first (a line before a box when
/// they tie), as a person scanning does.
pub fn scan_hidden(board: &Board, house: House, cell: Cell, digit: u8) -> Option<Scan> {
    let geo = board.geometry();
    let cells = geo.house(house);
    let mut open: CellSet = cells & board.empty_cells();
    if !open.contains(cell) {
        return None;
    }
    open.remove(cell);
    let sources: Vec<Cell> = geo
        .cells()
        .filter(|&c| board.value(c) == Some(digit) && !cells.contains(c))
        .collect();
    let mut blockers = Vec::new();
    while !open.is_empty() {
        let (along, source, blocks) = sources
            .iter()
            .flat_map(|&s| geo.houses_of(s).map(|h| (h, s, open & geo.house(h))))
            .filter(|(h, _, _)| *h != house)
            // Most cells blocked; then a line before a box; then board order.
            .max_by_key(|(h, s, b)| {
                (
                    b.len(),
                    h.kind() != HouseKind::Box,
                    std::cmp::Reverse(s.index()),
                )
            })?;
        if blocks.is_empty() || blocks.contains(cell) {
            return None;
        }
        open = open - blocks;
        blockers.push(Blocker {
            cell: source,
            digit,
            along,
            blocks: blocks.iter().collect(),
        });
    }
    blockers.sort_by_key(|b| (b.along.kind() == HouseKind::Box, b.along.index()));
    let filled = (cells - board.empty_cells()).iter().collect();
    Some(Scan {
        strategy: crate::strategies::singles::hidden_single::HIDDEN_SINGLE.id,
        cell,
        digit,
        house: Some(house),
        blockers,
        filled,
    })
}

/// The scan of a naked single: every digit but `digit` stands in `cell`'s
/// row, column or box (each named once: in its row if it is there, else
/// its column, else its box).
pub fn scan_naked(board: &Board, cell: Cell, digit: u8) -> Option<Scan> {
    let geo = board.geometry();
    if board.value(cell).is_some() {
        return None;
    }
    let mut blockers = Vec::new();
    for other in (1..=board.size() as u8).filter(|&d| d != digit) {
        let (along, at) = geo.houses_of(cell).into_iter().find_map(|h| {
            let at = geo
                .house_cells(h)
                .iter()
                .copied()
                .find(|&c| board.value(c) == Some(other))?;
            Some((h, at))
        })?;
        blockers.push(Blocker {
            cell: at,
            digit: other,
            along,
            blocks: vec![cell],
        });
    }
    Some(Scan {
        strategy: crate::strategies::singles::naked_single::NAKED_SINGLE.id,
        cell,
        digit,
        house: None,
        blockers,
        filled: Vec::new(),
    })
}

/// The scan of a full house: `house` has one empty cell, `cell`.
pub fn scan_full_house(board: &Board, house: House, cell: Cell, digit: u8) -> Option<Scan> {
    let cells = board.geometry().house(house);
    if cells & board.empty_cells() != CellSet::single(cell) {
        return None;
    }
    Some(Scan {
        strategy: crate::strategies::singles::full_house::FULL_HOUSE.id,
        cell,
        digit,
        house: Some(house),
        blockers: Vec::new(),
        filled: (cells - CellSet::single(cell)).iter().collect(),
    })
}

/// The scan of a single step (found on `board`), where the digits on the
/// board show it; `None` for any other step.
pub fn scan(board: &Board, step: &Step) -> Option<Scan> {
    if let Some(p) = step.pattern::<HiddenSingle>() {
        scan_hidden(board, p.house, p.cell, p.digit)
    } else if let Some(p) = step.pattern::<NakedSingle>() {
        scan_naked(board, p.cell, p.digit)
    } else if let Some(p) = step.pattern::<FullHouse>() {
        scan_full_house(board, p.house, p.cell, p.digit)
    } else {
        None
    }
}

/// `step` explained by scanning where it can be (see [`scan`]): the same
/// strategy and placement, the scan's words and picture.
pub fn scanned(board: &Board, step: &Step) -> Option<Step> {
    let s = scan(board, step)?;
    let decl = step.decl;
    let new = Step::new(board, s, step.placements.clone(), step.eliminations.clone());
    Some(match decl {
        Some(d) => new.declared(d),
        None => new,
    })
}

impl Pattern for Scan {
    fn strategy(&self) -> &'static str {
        self.strategy
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        if let Some(house) = self.house {
            h.house(house, Role::House);
            if !self.blockers.is_empty() {
                let label = crate::lang::Label::OnePlaceFor {
                    house,
                    digit: self.digit,
                };
                h.name(Mark::House(Role::House), label);
            }
        }
        // The cell the scan leaves, framed: the picture has no pencil marks.
        h.cell(self.cell, Role::Placement);
        h.name(Mark::Cell(Role::Placement), crate::lang::Label::CellLeft);
        let mut beams: Vec<(Cell, Cell)> = Vec::new();
        for b in &self.blockers {
            h.cell(b.cell, Role::Pattern);
            // One line through the cells it blocks when they lie on a line
            // with it; else one to each.
            let far = b.blocks.iter().max_by_key(|&&c| distance(b.cell, c));
            let straight = b.blocks.iter().all(|&c| c.row() == b.cell.row())
                || b.blocks.iter().all(|&c| c.col() == b.cell.col());
            match far {
                Some(&far) if straight => beams.push((b.cell, far)),
                _ => beams.extend(b.blocks.iter().map(|&c| (b.cell, c))),
            }
        }
        // A line that a longer one to the same cell runs along is drawn once.
        for &(from, to) in &beams {
            let covered = beams
                .iter()
                .any(|&(other, t)| t == to && other != from && between(from, other, to));
            if !covered {
                h.beam(from, to);
            }
        }
        h.name(Mark::Cell(Role::Pattern), crate::lang::Label::BlockingDigit);
        h
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Own(Words::of(self.clone())))
    }
}

impl Scan {
    /// A naked single's blocking digits by the house they stand in: row,
    /// column, then box.
    fn by_house(&self) -> Vec<(House, DigitSet)> {
        let mut out: Vec<(House, DigitSet)> = Vec::new();
        for b in &self.blockers {
            match out.iter_mut().find(|(h, _)| *h == b.along) {
                Some((_, ds)) => ds.insert(b.digit),
                None => out.push((b.along, DigitSet::single(b.digit))),
            }
        }
        out.sort_by_key(|(h, _)| h.kind() as u8);
        out
    }
}

/// Is `c` on the straight row or column stretch from `a` to `b`?
fn between(c: Cell, a: Cell, b: Cell) -> bool {
    let within = |x: usize, p: usize, q: usize| p.min(q) <= x && x <= p.max(q);
    (a.row() == b.row() && c.row() == a.row() && within(c.col(), a.col(), b.col()))
        || (a.col() == b.col() && c.col() == a.col() && within(c.row(), a.row(), b.row()))
}

/// Cells apart along a row or column (the longer way).
fn distance(a: Cell, b: Cell) -> usize {
    a.row().abs_diff(b.row()).max(a.col().abs_diff(b.col()))
}

impl OwnWords for Scan {
    fn en(&self) -> String {
        let blocked = |b: &Blocker| {
            format!(
                "the {} in {} blocks {} ({})",
                b.digit,
                b.cell,
                cells_text(b.blocks.iter().copied()),
                b.along
            )
        };
        match self.house {
            Some(house) if self.blockers.is_empty() => format!(
                "Full house (scanning): {} is the only empty cell of {house}; its other cells \
                 hold every digit but {}",
                self.cell, self.digit
            ),
            Some(house) => {
                let lines: Vec<String> = self.blockers.iter().map(blocked).collect();
                let filled = match self.filled.len() {
                    0 => String::new(),
                    1 => format!("; {} is filled", cells_text(self.filled.iter().copied())),
                    _ => format!("; {} are filled", cells_text(self.filled.iter().copied())),
                };
                format!(
                    "Hidden single (scanning {house} for {}): {}{filled}. Only {} is left for {} \
                     in {house}",
                    self.digit,
                    join_and(&lines),
                    self.cell,
                    self.digit
                )
            }
            None => {
                let seen: Vec<String> = self
                    .by_house()
                    .iter()
                    .map(|(h, ds)| format!("{h} has {}", crate::text::digits_text(*ds)))
                    .collect();
                format!(
                    "Naked single (scanning {}'s row, column and box): {}; {} is the only digit \
                     left for {}",
                    self.cell,
                    seen.join("; "),
                    self.digit,
                    self.cell
                )
            }
        }
    }
    fn ja(&self) -> String {
        use crate::text::ja;
        match self.house {
            Some(house) if self.blockers.is_empty() => format!(
                "{}の空きマスは{}だけで、ほかのマスには{}以外の数字がすべてある",
                ja::house(house),
                self.cell,
                self.digit
            ),
            Some(house) => {
                // Clauses joined as Japanese joins them: …をふさぎ、…をふさぐ。
                let last = self.blockers.len().saturating_sub(1);
                let lines: Vec<String> = self
                    .blockers
                    .iter()
                    .enumerate()
                    .map(|(i, b)| {
                        format!(
                            "{}の{}が{}で{}をふさ{}",
                            b.cell,
                            b.digit,
                            ja::house(b.along),
                            ja::cells(b.blocks.iter().copied()),
                            if i == last { "ぐ" } else { "ぎ" }
                        )
                    })
                    .collect();
                let filled = if self.filled.is_empty() {
                    String::new()
                } else {
                    format!("。{}はうまっている", ja::cells(self.filled.iter().copied()))
                };
                format!(
                    "{}で{}の入る場所を探す。{}{filled}。残るのは{}だけ",
                    ja::house(house),
                    self.digit,
                    lines.join("、"),
                    self.cell
                )
            }
            None => {
                let seen: Vec<String> = self
                    .by_house()
                    .iter()
                    .map(|(h, ds)| format!("{}に{}", ja::house(*h), ja::digits(*ds)))
                    .collect();
                format!(
                    "{}の行・列・ブロックを見ると、{}がある。残る数字は{}だけ",
                    self.cell,
                    seen.join("、"),
                    self.digit
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::board;

    /// A 4x4 board from its 16 cells, row by row.
    fn mini(cells: &str) -> Board {
        crate::formats::parse_board(cells).expect("a 4x4 board")
    }

    /// puzzles/numpre1.txt (the PowerShell tutorial's puzzle): its first
    /// step is the hidden single 6 in box 3 at r3c9.
    fn numpre1() -> Board {
        crate::formats::parse_board(include_str!("../../../puzzles/numpre1.txt")).unwrap()
    }

    #[test]
    fn the_first_hidden_single_of_numpre1_is_read_off_its_givens() {
        let b = numpre1();
        let s = scan_hidden(&b, House::of_box(2), Cell::new(2, 8), 6).unwrap();
        assert!(is_scan(&b, &s));
        // Every blocker is a 6 on the board, outside box 3.
        for bl in &s.blockers {
            assert_eq!(b.value(bl.cell), Some(6));
            assert_ne!(b.geometry().box_of(bl.cell), 2);
        }
        let text = s.en();
        assert!(
            text.starts_with("Hidden single (scanning box 3 for 6): the 6 in "),
            "{text}"
        );
        assert!(text.ends_with("Only r3c9 is left for 6 in box 3"), "{text}");
        let ja = s.ja();
        assert!(ja.starts_with("ブロック3で6の入る場所を探す。r"), "{ja}");
        assert!(ja.ends_with("残るのはr3c9だけ"), "{ja}");
    }

    #[test]
    fn a_cell_not_left_alone_has_no_scan() {
        let b = numpre1();
        // r1c7 is empty in box 3 but 6 has other places there.
        assert_eq!(scan_hidden(&b, House::of_box(2), Cell::new(0, 6), 6), None);
        // A filled cell has no scan.
        assert_eq!(scan_naked(&b, Cell::new(0, 1), 6), None);
    }

    #[test]
    fn a_naked_single_names_every_other_digit_once() {
        // A 4x4: r1c1 sees 2 (r1c2), 3 (r2c1) and 4 (r1c4) and must be 1.
        assert_eq!(
            scan_naked(&mini("2..43..........."), Cell::new(0, 0), 1),
            None,
            "r1c1 of this grid holds 2"
        );
        let b = mini(".2.43...........");
        let s = scan_naked(&b, Cell::new(0, 0), 1).unwrap();
        assert!(is_scan(&b, &s));
        let named: Vec<(u8, Cell)> = s.blockers.iter().map(|x| (x.digit, x.cell)).collect();
        assert_eq!(
            named,
            vec![
                (2, Cell::new(0, 1)),
                (3, Cell::new(1, 0)),
                (4, Cell::new(0, 3))
            ]
        );
        assert_eq!(
            s.en(),
            "Naked single (scanning r1c1's row, column and box): row 1 has 2 and 4; column 1 has \
             3; 1 is the only digit left for r1c1"
        );
        // A blocker changed to a digit not on the board fails the check.
        let mut wrong = s.clone();
        wrong.blockers[0].cell = Cell::new(3, 3);
        assert!(!is_scan(&b, &wrong));
    }

    #[test]
    fn a_full_house_names_its_one_empty_cell() {
        let b = mini("123.............");
        let s = scan_full_house(&b, House::row(0), Cell::new(0, 3), 4).unwrap();
        assert!(is_scan(&b, &s));
        assert_eq!(
            s.en(),
            "Full house (scanning): r1c4 is the only empty cell of row 1; its other cells hold \
             every digit but 4"
        );
        assert_eq!(scan_full_house(&b, House::row(1), Cell::new(1, 3), 4), None);
    }

    /// The oracle for scans: on SX puzzles of every grade (Sudoku
    /// Exchange's graded bank: every 10th; every 2nd in CI's run, all in a
    /// full one), every single of the curriculum's walkthrough that has a
    /// scan is checked: each blocking digit is on the board, in the house
    /// it blocks along, and what is left is the single's cell
    /// ([`is_scan`]); the digit is the solution's. Prints the share of
    /// singles explained by scanning.
    #[test]
    fn every_scan_holds_on_real_walkthroughs() {
        let solver = crate::coach::curriculum_solver();
        let every = crate::test_util::by_depth(10, 2, 1);
        let (mut singles, mut scans) = (0, 0);
        for name in [
            "sx_easy_500_with_solutions.txt",
            "sx_medium_500_with_solutions.txt",
            "sx_hard_500_with_solutions.txt",
            "sx_diabolical_500_with_solutions.txt",
        ] {
            let Some(text) = crate::test_util::shared(&format!("puzzles/{name}")) else {
                return;
            };
            for line in text.lines().step_by(every) {
                let start = board(&line[..81]);
                let solution = crate::brute::solve(&start).expect("one solution");
                let w = solver.solve(&start);
                let mut b = start.clone();
                for step in &w.steps {
                    if step.is_single() {
                        singles += 1;
                        if let Some(s) = scan(&b, step) {
                            scans += 1;
                            assert!(is_scan(&b, &s), "{s:?} on {}", b.to_line());
                            assert_eq!(solution[s.cell.index()], s.digit, "{s:?}");
                            assert_eq!(
                                step.placements,
                                [crate::grid::Candidate::new(s.cell, s.digit)]
                            );
                        }
                    }
                    step.apply(&mut b).unwrap();
                }
            }
        }
        println!("{scans} of {singles} singles explained by scanning");
        assert!(scans * 10 >= singles * 8, "{scans} of {singles}");
    }
}
