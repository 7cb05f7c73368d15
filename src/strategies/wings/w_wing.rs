//! # W-Wing
//!
//! Two bivalue cells with the same two digits {X,Y} that do not see each
//! other (the *pincers*), and a house where X has only two candidates, one
//! seeing each pincer (the *strong link* on X).
//!
//! ```text
//!   pincer A {XY} . . . . . . . . pincer B {XY}      (A and B do not see
//!      |                             |                each other)
//!      | sees                        | sees
//!      X ========= strong link ====== X              in some house, X is only
//!      p                              q              in p and q
//! ```
//!
//! Suppose neither pincer is Y. Then both are X, so neither p (it sees A)
//! nor q (it sees B) can be X, and the link house has no place left for X: a
//! contradiction. So **one of the pincers is Y**, and any cell seeing both
//! pincers cannot be Y.
//!
//! Each link is reported as its own pattern (the same pincers may be joined
//! by links in several houses, or on either digit).

use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet, House};
use crate::lang::says::{PatternSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The W-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const W_WING: Decl = Decl::new(
    "w-wing",
    "W-Wing",
    "Wウィング",
    Family::Wings,
    150,
    Level::Hard,
    Se::BothLinksChain(6),
);

/// Two bivalue pincers {X,Y} joined by a strong link on X.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WWing {
    /// The two bivalue cells, in reading order.
    pub pincers: [Cell; 2],
    /// Their two digits.
    pub digits: DigitSet,
    /// X: the digit of the strong link.
    pub link_digit: u8,
    /// Y: the digit one pincer must hold, eliminated from their common peers.
    pub eliminated_digit: u8,
    /// The house where X has only the two link cells.
    pub link_house: House,
    /// The link cells: `link_cells[i]` sees `pincers[i]`.
    pub link_cells: [Cell; 2],
}

fn valid_cell(board: &Board, c: Cell) -> bool {
    board.geometry().contains(c)
}

/// Do the bivalue cells `pincers` (same two digits, not seeing each other)
/// and the two candidates of `link_digit` in house `link_house` (one seeing
/// each pincer, neither a pincer) form a W-Wing?
pub fn is_w_wing(
    board: &Board,
    pincers: [Cell; 2],
    link_digit: u8,
    link_house: House,
) -> Option<WWing> {
    let geo = board.geometry();
    let [a, b] = pincers;
    if !valid_cell(board, a) || !valid_cell(board, b) || a == b || !geo.has_house(link_house) {
        return None;
    }
    let digits = board.candidates(a);
    if digits.len() != 2 || board.candidates(b) != digits || !digits.contains(link_digit) {
        return None;
    }
    // Pincers that see each other would be a naked pair, not a W-Wing.
    if geo.sees(a, b) {
        return None;
    }
    let link = board.digit_cells(link_digit) & geo.house(link_house);
    if link.len() != 2 || link.contains(a) || link.contains(b) {
        return None;
    }
    let mut it = link.iter();
    let (p, q) = (it.next()?, it.next()?);
    let link_cells = if geo.sees(p, a) && geo.sees(q, b) {
        [p, q]
    } else if geo.sees(q, a) && geo.sees(p, b) {
        [q, p]
    } else {
        return None;
    };
    let (pincers, link_cells) = if a < b {
        ([a, b], link_cells)
    } else {
        ([b, a], [link_cells[1], link_cells[0]])
    };
    let eliminated_digit = (digits - DigitSet::single(link_digit)).first()?;
    Some(WWing {
        pincers,
        digits,
        link_digit,
        eliminated_digit,
        link_house,
        link_cells,
    })
}

/// Every W-Wing: pincer pairs in reading order, then the link digit
/// (smaller first), then the link house (rows, columns, boxes).
pub fn find_w_wings(board: &Board) -> Vec<WWing> {
    let geo = board.geometry();
    let mut out = Vec::new();
    let bivalue: Vec<Cell> = board
        .empty_cells()
        .iter()
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    for (i, &a) in bivalue.iter().enumerate() {
        for &b in &bivalue[i + 1..] {
            if board.candidates(a) != board.candidates(b) || geo.sees(a, b) {
                continue;
            }
            for x in board.candidates(a) {
                // Only houses with X somewhere seeing A can link.
                let seen_from_a = geo.peers(a) & board.digit_cells(x);
                for h in geo.houses() {
                    if !geo.house(h).intersects(seen_from_a) {
                        continue;
                    }
                    if let Some(w) = is_w_wing(board, [a, b], x, h) {
                        out.push(w);
                    }
                }
            }
        }
    }
    out
}

/// Y leaves every cell that sees both pincers.
pub fn w_wing_eliminations(board: &Board, w: &WWing) -> Vec<Candidate> {
    if !w.pincers.iter().all(|&c| valid_cell(board, c)) || !(1..=9).contains(&w.eliminated_digit) {
        return Vec::new();
    }
    let geo = board.geometry();
    let pincers: CellSet = w.pincers.iter().copied().collect();
    (geo.common_peers(pincers) & board.digit_cells(w.eliminated_digit))
        .iter()
        .map(|c| Candidate::new(c, w.eliminated_digit))
        .collect()
}

impl Pattern for WWing {
    fn strategy(&self) -> &'static str {
        W_WING.id
    }

    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.house(self.link_house, Role::House);
        let x = self.link_digit;
        let y = self.eliminated_digit;
        for i in 0..2 {
            h.candidate(self.pincers[i], x, Role::Pattern);
            h.candidate(self.pincers[i], y, Role::ColorA);
            h.candidate(self.link_cells[i], x, Role::Pattern);
        }
        h.name(
            Mark::House(Role::House),
            Label::OnlyTwice {
                house: self.link_house,
                digit: x,
            },
        )
        .name(Mark::Candidate(Role::Pattern), Label::TheLinkDigit(x))
        .name(Mark::Candidate(Role::ColorA), Label::OnePincerIs(y));
        // Pincer X -- link X (weak: not both), link X == link X (strong).
        let xs = |c: Cell| Candidate::new(c, x);
        h.link(xs(self.pincers[0]), xs(self.link_cells[0]), false);
        h.link(xs(self.link_cells[0]), xs(self.link_cells[1]), true);
        h.link(xs(self.link_cells[1]), xs(self.pincers[1]), false);
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Patterns(PatternSays::WWing {
            pincers: self.pincers,
            digits: self.digits,
            link_house: self.link_house,
            link_cells: self.link_cells,
            link_digit: self.link_digit,
            eliminated_digit: self.eliminated_digit,
        }))
    }
}

strategy!(
    /// W-Wing.
    WWings: WWing = find_w_wings, eliminates w_wing_eliminations
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::{self, after_singles, board};

    /// Each productive W-Wing as `pincers {digits} link X in house`, with
    /// what it removes.
    fn productive(b: &Board) -> Vec<(String, String)> {
        test_util::productive::<WWings>(b)
            .into_iter()
            .map(|(w, e)| {
                (
                    format!(
                        "{} {} {{{}}} link {} in {}",
                        w.pincers[0], w.pincers[1], w.digits, w.link_digit, w.link_house
                    ),
                    test_util::eliminations_text(&e.eliminations).join(" "),
                )
            })
            .collect()
    }

    #[test]
    fn w_wing_on_row_link() {
        // Sudoku Exchange bank, sx_diabolical puzzle 18, after all singles:
        // r5c2 and r6c7 hold {19}; in row 2, 1 is only in r2c2 (seeing r5c2)
        // and r2c7 (seeing r6c7). One pincer is 9, so r5c8 and r5c9 are not.
        let b = after_singles(
            ".4..62...9......2..263..48......487...7...6...528......85..136..3......8...53..1.",
        );
        assert_eq!(
            productive(&b),
            [(
                "r5c2 r6c7 {19} link 1 in row 2".to_string(),
                "r5c8<>9 r5c9<>9".to_string()
            )]
        );
        let w = is_w_wing(&b, [Cell::new(5, 6), Cell::new(4, 1)], 1, House::row(1)).unwrap();
        // Pincers come back in reading order, each with the link cell it sees.
        assert_eq!(w.pincers, [Cell::new(4, 1), Cell::new(5, 6)]);
        assert_eq!(w.link_cells, [Cell::new(1, 1), Cell::new(1, 6)]);
        assert_eq!(w.eliminated_digit, 9);
        assert_eq!(w.strategy(), "w-wing");
        assert_eq!(
            w.explain(),
            "W-Wing: r5c2 and r6c7 both hold only {19}; in row 2, 1 is only in r2c2 (seeing \
             r5c2) and r2c7 (seeing r6c7). If neither were 9, both would be 1 and row 2 would \
             have no 1 left, so one of them is 9"
        );
        // Linking on 9 in row 2 does not work.
        assert!(is_w_wing(&b, w.pincers, 9, House::row(1)).is_none());
        let h = w.highlights(&b);
        assert_eq!(
            h.iter()
                .filter(|x| matches!(x, crate::step::Highlight::Link { strong: true, .. }))
                .count(),
            1
        );
    }

    #[test]
    fn several_links_for_one_pair() {
        // sx_hard puzzle 5, after all singles: {27} pincers linked on 2 in
        // row 3 and in column 2; each link is its own pattern.
        let b = after_singles(
            "....5.......2.6....64...39..45...81.....2.......1.7....53...98..9.8.4.6.1...3...4",
        );
        let got = productive(&b);
        let want = [
            ("r1c8 r4c1 {27} link 2 in row 3", "r1c1<>7"),
            ("r1c8 r4c1 {27} link 2 in column 2", "r1c1<>7"),
            ("r1c8 r8c1 {27} link 2 in row 3", "r1c1<>7"),
            ("r4c9 r8c1 {27} link 2 in row 3", "r4c1<>7"),
        ];
        assert_eq!(
            got,
            want.map(|(a, b)| (a.to_string(), b.to_string())).to_vec()
        );
    }

    #[test]
    fn small_and_odd_boards() {
        for line in ["4.....4....3.2..", "..3...4.....2..3.5.....1.6.5.45...1."] {
            let b = board(line);
            for w in find_w_wings(&b) {
                assert!(is_w_wing(&b, w.pincers, w.link_digit, w.link_house).is_some());
            }
        }
        let b = Board::empty(9).unwrap();
        assert!(find_w_wings(&b).is_empty());
    }
}
