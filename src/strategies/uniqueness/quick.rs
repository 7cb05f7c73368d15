//! The solver's machinery for the rectangle strategies (unique rectangles of
//! types 1 to 6 and the hidden rectangle), beside their teaching files.
//!
//! * The *open* rectangles of a board: those a pattern could be on. Usually
//!   a handful of the 486 rectangles of a 9x9 board. The solver asks the
//!   seven strategies one after another about the same board, so the list
//!   is kept for the last board in the walkthrough's [`Caches`]
//!   ([`OpenRectanglesCache`]) and shared by their quick tests and searches.
//! * The quick tests (see [`MayFireNear`](crate::strategies::MayFireNear)):
//!   only the open rectangles whose area holds a changed cell.
//! * The first productive instance, from the shared list.
//!
//! And the avoidable rectangles' quick tests, which look at placed corners
//! and need no list.
//!
//! The tests below prove that the list loses no instance the teaching
//! finders ([`find_unique_rectangles`](super::unique_rectangles::find_unique_rectangles),
//! [`find_hidden_rectangles`](super::hidden_rectangle::find_hidden_rectangles))
//! return, on the boards of real walkthroughs.

use super::avoidable_rectangles::{is_avoidable_rectangle, AvoidableRectangles};
use super::hidden_rectangle::{push_hidden_rectangles, HiddenRectangle, HiddenRectangles};
use super::unique_rectangles::{
    floor_pairs, push_unique_rectangles, UniqueRectangle, UniqueRectangles,
};
use super::{for_each_rectangle_near, rectangles, Corners};
use crate::grid::{Board, CellSet};
use crate::step::Step;
use crate::strategies::accel::Caches;
use crate::strategies::common::Strategy;

/// A rectangle's corners and its area (every cell sharing a house with a
/// corner: what its patterns depend on, see
/// [`for_each_rectangle_near`](super::for_each_rectangle_near)).
type OpenRectangle = (Corners, CellSet);

/// The open rectangles of the last board asked about (see the module doc).
#[derive(Default)]
pub(crate) struct OpenRectanglesCache {
    board: Option<Board>,
    list: Vec<OpenRectangle>,
}

impl OpenRectanglesCache {
    /// The open rectangles of `board`, kept from the last call if it was
    /// about the same board.
    fn get(&mut self, board: &Board) -> &[OpenRectangle] {
        if self.board.as_ref() != Some(board) {
            self.list = open_rectangles(board);
            self.board = Some(board.clone());
        }
        &self.list
    }
}

/// The rectangles a unique or a hidden rectangle could be on, with their
/// areas, in table order: four empty corners, one of them holding just two
/// digits of which every corner holds at least one. Both kinds need such a
/// corner (the floor, or the bivalue corner), and every corner must be able
/// to take part in the pattern.
fn open_rectangles(board: &Board) -> Vec<OpenRectangle> {
    let empty = board.empty_cells();
    let mut list = Vec::new();
    for &(corners, mask, area) in rectangles(board.geometry()) {
        if !mask.is_subset(empty) {
            continue;
        }
        let cands = corners.map(|c| board.candidates(c));
        let open = cands
            .iter()
            .any(|&pair| pair.len() == 2 && cands.iter().all(|&c| !(c & pair).is_empty()));
        if open {
            list.push((corners, area));
        }
    }
    list
}

/// The corners of the rectangles of `list`; with `near`, only of those
/// whose area holds one of its cells.
fn near_only(list: &[OpenRectangle], near: Option<CellSet>) -> impl Iterator<Item = Corners> + '_ {
    list.iter()
        .filter(move |(_, area)| near.map_or(true, |near| near.intersects(*area)))
        .map(|&(corners, _)| corners)
}

/// The unique rectangles of type `kind` on the open rectangles `list` (with
/// `near`, only those whose area holds one of its cells), in the order of
/// [`find_unique_rectangles`](super::unique_rectangles::find_unique_rectangles).
fn unique_rectangles_in(
    board: &Board,
    list: &[OpenRectangle],
    kind: u8,
    near: Option<CellSet>,
) -> Vec<UniqueRectangle> {
    let mut out = Vec::new();
    for corners in near_only(list, near) {
        let (pairs, n) = floor_pairs(board, &corners);
        for &digits in &pairs[..n] {
            push_unique_rectangles(board, corners, digits, Some(kind), &mut out);
        }
    }
    out
}

/// The hidden rectangles on the open rectangles `list` (with `near`, only
/// those whose area holds one of its cells), in the order of
/// [`find_hidden_rectangles`](super::hidden_rectangle::find_hidden_rectangles).
fn hidden_rectangles_in(
    board: &Board,
    list: &[OpenRectangle],
    near: Option<CellSet>,
) -> Vec<HiddenRectangle> {
    let mut out = Vec::new();
    for corners in near_only(list, near) {
        push_hidden_rectangles(board, corners, &mut out);
    }
    out
}

/// Does one of `found` change the board?
fn any_productive<S: Strategy>(board: &Board, found: &[S::Found]) -> bool {
    found.iter().any(|p| !S::effects(board, p).is_empty())
}

/// The first of `found` that changes the board, as a step.
fn first_productive<S: Strategy>(board: &Board, found: Vec<S::Found>) -> Option<Step>
where
    S::Found: 'static,
{
    found.into_iter().find_map(|p| {
        let e = S::effects(board, &p);
        (!e.is_empty()).then(|| Step::new(board, p, e.placements, e.eliminations))
    })
}

/// Could a unique rectangle of type `K` near a cell of `changed` remove
/// something? (The solver's quick test.)
pub(crate) fn unique_rectangles_near<const K: u8>(
    board: &Board,
    changed: CellSet,
    caches: &mut Caches,
) -> bool {
    let list = caches.get::<OpenRectanglesCache>().get(board);
    any_productive::<UniqueRectangles<K>>(
        board,
        &unique_rectangles_in(board, list, K, Some(changed)),
    )
}

/// Could a hidden rectangle near a cell of `changed` remove something?
pub(crate) fn hidden_rectangles_near(board: &Board, changed: CellSet, caches: &mut Caches) -> bool {
    let list = caches.get::<OpenRectanglesCache>().get(board);
    any_productive::<HiddenRectangles>(board, &hidden_rectangles_in(board, list, Some(changed)))
}

/// The first unique rectangle of type `K` that changes the board, as a
/// step: the first productive instance of `find_unique_rectangles`.
pub(crate) fn first_unique_rectangle<const K: u8>(
    board: &Board,
    caches: &mut Caches,
) -> Option<Step> {
    let list = caches.get::<OpenRectanglesCache>().get(board);
    first_productive::<UniqueRectangles<K>>(board, unique_rectangles_in(board, list, K, None))
}

/// The first hidden rectangle that changes the board, as a step: the first
/// productive instance of `find_hidden_rectangles`.
pub(crate) fn first_hidden_rectangle(board: &Board, caches: &mut Caches) -> Option<Step> {
    let list = caches.get::<OpenRectanglesCache>().get(board);
    first_productive::<HiddenRectangles>(board, hidden_rectangles_in(board, list, None))
}

/// Could an avoidable rectangle of type `K` near a cell of `changed` remove
/// something? (A placed corner counts as changed when it was placed.)
pub(crate) fn avoidable_rectangles_near<const K: u8>(board: &Board, changed: CellSet) -> bool {
    let placed = board.filled_cells() - board.givens();
    let empty = board.empty_cells();
    let mut found = Vec::new();
    // As `find_avoidable_rectangles`, near the changed cells only.
    for_each_rectangle_near(board.geometry(), placed | empty, Some(changed), |corners| {
        let n_open = corners.iter().filter(|&&c| empty.contains(c)).count();
        if n_open as u8 != K {
            return;
        }
        if let Some(p) = is_avoidable_rectangle(board, corners) {
            found.push(p);
        }
    });
    any_productive::<AvoidableRectangles<K>>(board, &found)
}

#[cfg(test)]
mod tests {
    use super::super::hidden_rectangle::find_hidden_rectangles;
    use super::super::unique_rectangles::find_unique_rectangles;
    use super::*;
    use crate::strategies::by_id;
    use crate::test_util::{productive, step_text, walkthrough_boards};

    const IDS: [&str; 7] = [
        "unique-rectangle-1",
        "unique-rectangle-2",
        "unique-rectangle-3",
        "unique-rectangle-4",
        "unique-rectangle-5",
        "unique-rectangle-6",
        "hidden-rectangle",
    ];

    #[test]
    fn shared_list_equals_the_teaching_finders() {
        // Along walkthroughs of every 10th top1465 puzzle, with one
        // walkthrough's caches as the solver keeps them: the full lists
        // from the open rectangles equal the teaching finders', and the
        // registry's cached first step equals the first productive
        // instance in `find` order.
        let Some(walks) = walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping: ../shared/puzzles/magictour_top1465.txt not found");
            return;
        };
        let infos = IDS.map(|id| by_id(id).expect("registered"));
        // Asked about every cell, a quick test is the full search.
        let near: [fn(&Board, CellSet, &mut Caches) -> bool; 7] = [
            unique_rectangles_near::<1>,
            unique_rectangles_near::<2>,
            unique_rectangles_near::<3>,
            unique_rectangles_near::<4>,
            unique_rectangles_near::<5>,
            unique_rectangles_near::<6>,
            hidden_rectangles_near,
        ];
        let (mut boards, mut found, mut steps) = (0, 0, 0);
        for boards_of_walk in &walks {
            let mut caches = Caches::new();
            for b in boards_of_walk {
                boards += 1;
                let list = open_rectangles(b);
                for kind in 1..=6 {
                    let all = find_unique_rectangles(b, kind);
                    found += all.len();
                    assert_eq!(unique_rectangles_in(b, &list, kind, None), all);
                }
                let hidden = find_hidden_rectangles(b);
                found += hidden.len();
                assert_eq!(hidden_rectangles_in(b, &list, None), hidden);
                let all_cells = b.geometry().all_cells;
                for (info, near) in infos.iter().zip(near) {
                    let said = near(b, all_cells, &mut caches);
                    let cached = info.first_cached(b, &mut caches);
                    let reference = (info.first_by_find)(b);
                    assert_eq!(said, reference.is_some(), "{}", info.id);
                    steps += cached.is_some() as usize;
                    assert_eq!(
                        cached.as_ref().map(step_text),
                        reference.as_ref().map(step_text),
                        "{} on {}",
                        info.id,
                        b.to_line()
                    );
                }
                assert_eq!(
                    avoidable_rectangles_near::<1>(b, all_cells),
                    !productive::<AvoidableRectangles<1>>(b).is_empty()
                );
                assert_eq!(
                    avoidable_rectangles_near::<2>(b, all_cells),
                    !productive::<AvoidableRectangles<2>>(b).is_empty()
                );
            }
        }
        println!("{boards} boards, {found} rectangles, {steps} steps compared");
        assert!(found > 0 && steps > 0);
    }

    #[test]
    fn the_cache_follows_the_board() {
        // A fresh board after a cached one: the list is rebuilt, not reused.
        let a = crate::test_util::after_singles(
            "2.6..83.9..1..2...7....4.12942.6.......4.7.......8.42362.7....4...2..5..3.98..2.6",
        );
        let mut b = a.clone();
        let step = first_unique_rectangle::<1>(&a, &mut Caches::new()).expect("a type 1");
        let mut caches = Caches::new();
        assert!(first_unique_rectangle::<1>(&a, &mut caches).is_some());
        step.apply(&mut b).expect("applies");
        assert_eq!(
            first_unique_rectangle::<1>(&b, &mut caches)
                .as_ref()
                .map(step_text),
            first_unique_rectangle::<1>(&b, &mut Caches::new())
                .as_ref()
                .map(step_text)
        );
        assert_eq!(
            caches.get::<OpenRectanglesCache>().list,
            open_rectangles(&b)
        );
    }
}
