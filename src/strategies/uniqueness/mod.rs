//! # Uniqueness strategies: deadly patterns and how to avoid them
//!
//! These strategies do not follow from the rules of Sudoku alone. They follow
//! from one more fact about the puzzle: **it has exactly one solution**. If
//! that is not known, every step here may be wrong, which is why the solver
//! only uses them once it has checked the puzzle (see
//! [`crate::solver::UniquenessPolicy`]), and why every pattern here says so in
//! its data (`assumes_unique: true`) and in its explanation.
//!
//! ## The deadly pattern
//!
//! Take four cells at the corners of a rectangle: two rows, two columns, and
//! exactly two boxes. Suppose a finished grid has `a` and `b` on the corners
//! like this:
//!
//! ```text
//!      col 2  col 7             col 2  col 7
//!  row 1  a ..... b         row 1  b ..... a
//!         .       .   swap         .       .
//!  row 3  b ..... a   ---->  row 3  a ..... b
//!  (box 1)   (box 3)
//! ```
//!
//! Swapping `a` and `b` on the four corners gives another valid grid: each of
//! the two rows, two columns and two boxes still holds one `a` and one `b`,
//! and no other cell changes. If none of the four corners is a given, the
//! swapped grid satisfies the puzzle too: the puzzle would have two
//! solutions. So in a puzzle with one solution, **four non-given corners of a
//! two-box rectangle never end up holding just two digits `a` and `b`**.
//! (With four boxes the swap breaks the boxes; with one box there is no such
//! rectangle.)
//!
//! Everything in this family is that one fact put to work:
//!
//! * [`unique_rectangles`]: four empty corners, some holding only `a` and `b`
//!   (the *floor*), the others (the *roof*) with more digits: the extra
//!   digits cannot all be false (types 1 to 6);
//! * [`hidden_rectangle`]: one corner holding only `a` and `b`, and strong
//!   links on `a` that force the deadly pattern unless the diagonal corner
//!   gives up `b`;
//! * [`avoidable_rectangles`]: the same with corners already *placed* while
//!   solving (placed, not given: a given could not be swapped);
//! * [`unique_loops`]: the same pattern on six, eight or more cells going
//!   round a loop that passes through each of its houses twice (types 1
//!   to 4);
//! * [`bug`]: BUG+1, the board-wide cousin: when every empty cell but one has
//!   two candidates, the position is one digit away from a pattern that
//!   never has exactly one solution.
//!
//! The same reasoning holds on 4x4 and 6x6 boards, and the finders run there.
//!
//! The solver's machinery (the list of rectangles the seven rectangle
//! strategies share per board, their quick tests) is in `quick.rs`; the
//! table of every two-box rectangle of a board size, below, is fixed
//! geometry computed once.

pub mod avoidable_rectangles;
pub mod bug;
pub mod hidden_rectangle;
pub(crate) mod quick;
mod roof;
pub mod unique_loops;
pub mod unique_rectangles;

pub use avoidable_rectangles::{
    avoidable_rectangle_eliminations, find_avoidable_rectangles, is_avoidable_rectangle,
    AvoidableRectangle, AvoidableRectangles,
};
pub use bug::{bug_plus_one_effects, find_bug_plus_one, is_bug_plus_one, BugPlusOne, BugPlusOnes};
pub use hidden_rectangle::{
    find_hidden_rectangles, hidden_rectangle_eliminations, is_hidden_rectangle, HiddenRectangle,
    HiddenRectangles,
};
pub use unique_loops::{
    find_unique_loops, is_deadly_loop, unique_loop_eliminations, unique_loops_at, UniqueLoop,
    UniqueLoops,
};
pub use unique_rectangles::{
    find_unique_rectangles, unique_rectangle_eliminations, unique_rectangles_at, UniqueRectangle,
    UniqueRectangles,
};

use crate::grid::{Cell, CellSet, Geometry};
use std::sync::OnceLock;

/// The registry family of every strategy that assumes one solution. The
/// solver leaves strategies of this family out unless the puzzle is known to
/// have one solution.
pub const FAMILY: crate::strategies::Family = crate::strategies::Family::Uniqueness;

/// The corners of a rectangle in reading order: top-left, top-right,
/// bottom-left, bottom-right. Corner `i` shares its row with corner `i ^ 1`,
/// its column with corner `i ^ 2`, and is diagonal to corner `3 - i`.
pub type Corners = [Cell; 4];

/// The corner in the same row.
#[inline]
pub(crate) const fn row_mate(i: usize) -> usize {
    i ^ 1
}
/// The corner in the same column.
#[inline]
pub(crate) const fn col_mate(i: usize) -> usize {
    i ^ 2
}
/// The corner diagonally opposite.
#[inline]
pub(crate) const fn diagonal(i: usize) -> usize {
    3 - i
}

/// Do these four cells sit at the corners of a rectangle (in reading order)
/// spanning exactly two boxes, all on the board? Only such a rectangle can
/// hold a deadly pattern.
pub fn is_two_box_rectangle(geo: &Geometry, corners: &Corners) -> bool {
    let [tl, tr, bl, br] = *corners;
    if !corners.iter().all(|&c| geo.contains(c)) {
        return false;
    }
    let shape = tl.row() == tr.row()
        && bl.row() == br.row()
        && tl.col() == bl.col()
        && tr.col() == br.col()
        && tl.row() < bl.row()
        && tl.col() < tr.col();
    if !shape {
        return false;
    }
    // Two boxes: either the rows share a band (the left pair and the right
    // pair each lie in one box, and those boxes differ) or the columns share
    // a stack.
    let (b_tl, b_tr, b_bl) = (geo.box_of(tl), geo.box_of(tr), geo.box_of(bl));
    let b_br = geo.box_of(br);
    (b_tl == b_bl && b_tr == b_br && b_tl != b_tr) || (b_tl == b_tr && b_bl == b_br && b_tl != b_bl)
}

/// Calls `f` with every two-box rectangle of the board, in reading order of
/// the top-left corner, then of the bottom-right one.
pub fn for_each_rectangle(geo: &Geometry, f: impl FnMut(Corners)) {
    for_each_rectangle_within(geo, geo.all_cells, f)
}

/// [`for_each_rectangle`], limited to rectangles whose four corners all lie
/// in `cells` (one mask test each, on a table made once per board size).
pub fn for_each_rectangle_within(geo: &Geometry, cells: CellSet, f: impl FnMut(Corners)) {
    for_each_rectangle_near(geo, cells, None, f)
}

/// [`for_each_rectangle_within`], and with `near` only the rectangles whose
/// *area* (the rows, columns and boxes of its corners) holds one of those
/// cells. Every pattern of this family depends only on candidates in its
/// area: the corners, and for some types other cells of a corner's house
/// (type 3's subset, the strong links of types 4 and 6 and of the hidden
/// rectangle). So the solver's quick tests (see
/// [`MayFireNear`](crate::strategies::MayFireNear)) look only at rectangles
/// near a changed cell.
pub(crate) fn for_each_rectangle_near(
    geo: &Geometry,
    cells: CellSet,
    near: Option<CellSet>,
    mut f: impl FnMut(Corners),
) {
    for &(corners, mask, area) in rectangles(geo) {
        if mask.is_subset(cells) && near.map_or(true, |near| near.intersects(area)) {
            f(corners);
        }
    }
}

/// Every two-box rectangle of a board size, with its corners as a set and
/// its area (every cell sharing a house with a corner, corners included).
pub(crate) fn rectangles(geo: &Geometry) -> &'static [(Corners, CellSet, CellSet)] {
    static TABLES: [OnceLock<Vec<(Corners, CellSet, CellSet)>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = match geo.size {
        4 => 0,
        6 => 1,
        _ => 2,
    };
    TABLES[slot].get_or_init(|| {
        let n = geo.size;
        let mut out = Vec::new();
        for r1 in 0..n {
            for c1 in 0..n {
                for r2 in r1 + 1..n {
                    for c2 in c1 + 1..n {
                        let corners = [
                            Cell::new(r1, c1),
                            Cell::new(r1, c2),
                            Cell::new(r2, c1),
                            Cell::new(r2, c2),
                        ];
                        if is_two_box_rectangle(geo, &corners) {
                            let mut area = CellSet::EMPTY;
                            for &c in &corners {
                                for h in geo.houses_of(c) {
                                    area |= geo.house(h);
                                }
                            }
                            out.push((corners, corners.iter().copied().collect(), area));
                        }
                    }
                }
            }
        }
        out
    })
}

/// Does the puzzle behind `board` (its givens alone) have exactly one
/// solution? The fact every strategy of this family relies on; a question
/// about the puzzle, so it lives with the exact solver.
pub use crate::brute::puzzle_has_one_solution;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brute;

    #[test]
    fn rectangles_span_two_boxes() {
        let g9 = Geometry::nine();
        let mut n = 0;
        for_each_rectangle(g9, |c| {
            assert!(is_two_box_rectangle(g9, &c));
            n += 1;
        });
        // Rows in one band (9 pairs) x columns in different stacks (27 pairs),
        // and the same the other way round.
        assert_eq!(n, 2 * 9 * 27);
        let four_boxes = [
            Cell::new(0, 0),
            Cell::new(0, 4),
            Cell::new(4, 0),
            Cell::new(4, 4),
        ];
        assert!(!is_two_box_rectangle(g9, &four_boxes));
        for size in [4, 6] {
            let g = Geometry::for_size(size).unwrap();
            let mut m = 0;
            for_each_rectangle(g, |c| {
                assert!(c.iter().all(|&x| g.contains(x)));
                m += 1;
            });
            assert!(m > 0);
        }
    }

    #[test]
    fn uniqueness_of_the_givens() {
        // Sudopedia, "Not Unique - 2 Solutions" test case.
        let two = crate::test_util::board(
            ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.",
        );
        assert!(!puzzle_has_one_solution(&two));
        // Sudoku Exchange bank (sx_medium, puzzle 9).
        let one = crate::test_util::board(
            "2.6..83.9..1..2...7....4.12942.6.......4.7.......8.42362.7....4...2..5..3.98..2.6",
        );
        assert!(puzzle_has_one_solution(&one));
    }

    const SUDOPEDIA_TWO: &str =
        ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.";

    /// Singles, intersections, subsets up to hidden triples (all scored
    /// below or at 100), and this whole family.
    fn up_to_100() -> Vec<&'static str> {
        // The quads are scored above 100.
        let mut ids: Vec<&str> = crate::test_util::BASICS
            .iter()
            .copied()
            .filter(|id| !id.ends_with("-quad"))
            .collect();
        ids.extend(
            crate::strategies::REGISTRY
                .iter()
                .filter(|s| s.family == FAMILY)
                .map(|s| s.id),
        );
        ids
    }

    #[test]
    fn solver_refuses_them_on_a_puzzle_with_two_solutions() {
        use crate::formats::library::parse_library_line;
        use crate::solver::{Solver, UniquenessPolicy};
        // Sudopedia's "Not Unique - 2 Solutions" case after 30 steps of a
        // walkthrough with the basic strategies (HoDoKu library format, '+'
        // for placed digits). r4c1, r4c6 and r6c1 hold only 3 and 6, r6c6
        // holds 3, 6 and 8: a unique rectangle of type 1 on its face. But the
        // two solutions differ exactly by swapping 3 and 6 on those corners.
        let two = parse_library_line(
            ":0000:x:+439...12+7+1+5+69+27+3+8+48+2+74+31+9+56.42.+1.79+8+7+8+5+2+9+4+6+3+1.91...54+25.+81.9.+63..+38.5.+1..14...87.::::",
        )
        .unwrap()
        .board;
        assert_eq!(brute::count_solutions(&two, 10), 2);
        assert!(!puzzle_has_one_solution(&two));
        let ur1 = Solver::with(&["unique-rectangle-1"]).unwrap();
        assert_eq!(ur1.uniqueness_policy(), UniquenessPolicy::Check);
        // The finder reports the pattern (it only looks at the board) ...
        let found = (crate::strategies::by_id("unique-rectangle-1").unwrap().find)(&two);
        assert!(found.iter().any(|s| s.effects() == "r6c6<>3, r6c6<>6"));
        // ... but the solver, having checked the givens, refuses the step.
        assert!(ur1.next_step(&two).is_none());
        assert!(ur1
            .clone()
            .uniqueness(UniquenessPolicy::Never)
            .next_step(&two)
            .is_none());
        // Told (wrongly) that the puzzle is unique, it takes the step, which
        // removes both solutions.
        let step = ur1.clone().assume_unique(true).next_step(&two).unwrap();
        assert_eq!(step.effects(), "r6c6<>3, r6c6<>6");
        let mut after = two.clone();
        step.apply(&mut after).unwrap();
        assert_eq!(brute::count_solutions(&after, 10), 0);
        // A whole walkthrough from the puzzle never uses the family.
        let w = Solver::with(&up_to_100())
            .unwrap()
            .solve(&crate::test_util::board(SUDOPEDIA_TWO));
        for s in &w.steps {
            let info = crate::strategies::by_id(s.strategy).unwrap();
            assert_ne!(info.family, FAMILY, "{s}");
        }
        // Its status says why it stops: two solutions, not a missing strategy.
        assert_eq!(
            w.status,
            crate::solver::Status::MultipleSolutions { found: 2 }
        );
    }

    #[test]
    fn solver_uses_them_on_a_puzzle_with_one_solution() {
        use crate::solver::Solver;
        // Sudoku Exchange bank (sx_medium, puzzle 9): after the singles a
        // unique rectangle of type 1 (r3c2<>3, r3c2<>8) is the way on.
        let line =
            "2.6..83.9..1..2...7....4.12942.6.......4.7.......8.42362.7....4...2..5..3.98..2.6";
        let b = crate::test_util::after_singles(line);
        let step = Solver::with(&["unique-rectangle-1"])
            .unwrap()
            .next_step(&b)
            .unwrap();
        assert_eq!(step.effects(), "r3c2<>3, r3c2<>8");
        assert!(step
            .explanation()
            .starts_with("Assuming the puzzle has one solution"));
        assert_eq!(step.pattern_json()["assumes_unique"], true);
        let w = Solver::with(&[
            "full-house",
            "naked-single",
            "hidden-single",
            "unique-rectangle-1",
        ])
        .unwrap()
        .solve(&crate::test_util::board(line));
        assert!(w.steps.iter().any(|s| s.strategy == "unique-rectangle-1"));
        // The default policy checks by itself: on sx_hard puzzle 10, the
        // strategies up to difficulty 100 solve the puzzle with two unique
        // rectangles, and get stuck without them.
        let hard_10 = crate::test_util::board(
            "9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3",
        );
        let solver = Solver::with(&up_to_100()).unwrap();
        let w = solver.solve(&hard_10);
        assert_eq!(w.status, crate::solver::Status::Solved);
        let used: Vec<&str> = w
            .steps
            .iter()
            .map(|s| s.strategy)
            .filter(|&id| crate::strategies::by_id(id).unwrap().family == FAMILY)
            .collect();
        assert_eq!(used, ["unique-rectangle-1", "unique-rectangle-1"]);
        let w = solver
            .uniqueness(crate::solver::UniquenessPolicy::Never)
            .solve(&hard_10);
        assert_eq!(w.status, crate::solver::Status::Stuck);
    }
}
