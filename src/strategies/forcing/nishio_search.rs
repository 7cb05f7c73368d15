//! The machinery of Nishio forcing chains (see `nishio.rs`): every premise
//! propagated by the engine in one-digit mode, and the solver's step, which
//! skips digits that found nothing on the same candidates before.

use super::engine::{slot, Engine};
use super::nishio::{nishio_of, NishioForcingChain};
use crate::grid::{Board, Cell, CellSet};
use crate::step::Step;
use crate::strategies::accel::Caches;

/// The premises on `digit` (its candidates assumed true) that break when
/// only `digit` is followed, with the size of each contradiction (the
/// facts it rests on), in reading order.
pub(crate) fn breaking_premises(
    engine: &mut Engine,
    board: &Board,
    digit: u8,
) -> Vec<(usize, Cell)> {
    let mut out = Vec::new();
    for cell in board.digit_cells(digit) {
        if !engine.assume(cell, digit, true) {
            out.push((engine.clash_size(), cell));
        }
    }
    out
}

/// What decides whether a digit has a Nishio contradiction: where it may
/// go, which of those cells hold nothing else, and where it is placed.
#[derive(Clone, Copy, PartialEq, Eq)]
struct DigitKey {
    places: CellSet,
    alone: CellSet,
    placed: CellSet,
}

/// Per digit, the key of the last board on which it had no contradiction
/// (kept in the solver's [`Caches`]).
#[derive(Default)]
pub(crate) struct NishioMemo {
    stuck: [Option<DigitKey>; 10],
}

/// Each digit's key on `board`.
fn digit_keys(board: &Board) -> [DigitKey; 10] {
    let empty = DigitKey {
        places: CellSet::EMPTY,
        alone: CellSet::EMPTY,
        placed: CellSet::EMPTY,
    };
    let mut keys = [empty; 10];
    for cell in board.geometry().cells() {
        if let Some(v) = board.value(cell) {
            keys[v as usize].placed.insert(cell);
            continue;
        }
        let ds = board.candidates(cell);
        if ds.len() == 1 {
            keys[ds.first().unwrap_or(0) as usize].alone.insert(cell);
        }
    }
    for (d, key) in keys.iter_mut().enumerate().skip(1).take(board.size()) {
        key.places = board.digit_cells(d as u8);
    }
    keys
}

/// The solver's step: the smallest Nishio contradiction of the board (the
/// first of `find_nishio_forcing_chains`). Digits whose key has not changed since
/// they had none are skipped: their outcome depends on the key only.
pub(crate) fn first_contradiction(board: &Board, caches: &mut Caches) -> Option<Step> {
    let memo = caches.get::<NishioMemo>();
    let keys = digit_keys(board);
    let mut engine: Option<Box<Engine>> = None;
    let mut best: Option<(usize, usize)> = None;
    for d in 1..=board.size() as u8 {
        let key = keys[d as usize];
        if memo.stuck[d as usize] == Some(key) || key.places.is_empty() {
            continue;
        }
        let engine = engine.get_or_insert_with(|| Engine::one_digit(board));
        let hits = breaking_premises(engine, board, d);
        if hits.is_empty() {
            memo.stuck[d as usize] = Some(key);
        }
        let smallest = hits
            .into_iter()
            .map(|(size, cell)| (size, slot(cell, d)))
            .min();
        best = best.into_iter().chain(smallest).min();
    }
    let (_, s) = best?;
    let (cell, digit) = super::engine::of_slot(s);
    let engine = engine.as_mut()?;
    let f = nishio_of(engine, cell, digit)?;
    step_of_nishio(board, f)
}

/// The pattern as a step (it always removes its premise).
fn step_of_nishio(board: &Board, f: NishioForcingChain) -> Option<Step> {
    let e = super::forcing_effects(board, &f.forcing);
    (!e.is_empty()).then(|| Step::new(board, f, e.placements, e.eliminations))
}
