//! The fast search for kraken fish: the same list as
//! [`find_kraken_fish`](super::kraken::find_kraken_fish), with each premise
//! propagated at most once per board.
//!
//! The plain finder asks the predicate about every target and every fact
//! of the first fin, and every question propagates each case again. Here
//! every premise (a candidate of the fish's digit assumed true) is
//! propagated once, in chain mode, and what it reaches is kept with the
//! distance of each fact from the premise. In a chain every fact rests on
//! one parent, so a branch from a premise to a fact holds exactly that
//! distance + 1 facts: the cost of an instance (the facts of its chains)
//! is known before any chain is recorded, and only the kept instances (at
//! most [`crate::strategies::forcing::MAX_FOUND`]) are recorded.

use super::anatomy::Anatomy;
use super::kraken::{
    cases, fits, for_each_finned_fish, kraken_fish_eliminations, kraken_fish_placements,
    kraken_with, shortest_per_conclusion, KrakenFish, KrakenType,
};
use crate::grid::{Board, Cell, House};
use crate::strategies::common::{Effects, Listing, Strategy};
use crate::strategies::forcing::engine::{of_slot, slot, Engine, SLOTS};
use crate::strategies::forcing::{Fact, MAX_FOUND};

/// Per fact (`slot * 2 + truth`): 0 if the premise does not reach it, else
/// its distance from the premise + 1.
type Reach = Box<[u8; SLOTS * 2]>;

/// What each premise reaches, computed on demand.
struct Reaches {
    engine: Box<Engine>,
    /// Per premise slot: not yet computed, a contradiction (`None`), or
    /// what it reaches.
    reach: Vec<Option<Option<Reach>>>,
}

impl Reaches {
    fn new(board: &Board) -> Reaches {
        Reaches {
            engine: Engine::new(board, false),
            reach: vec![None; SLOTS],
        }
    }

    /// What assuming `cell` holds `digit` reaches; `None` if it breaks down.
    fn of(&mut self, cell: Cell, digit: u8) -> Option<&Reach> {
        let s = slot(cell, digit);
        if self.reach[s].is_none() {
            let e = &mut self.engine;
            let r = e.assume(cell, digit, true).then(|| {
                let mut r: Reach = Box::new([0; SLOTS * 2]);
                for i in 0..e.len() {
                    let entry = e.entry(i);
                    let depth = entry.depth.min(u8::MAX as u16 - 1) as u8;
                    r[entry.slot as usize * 2 + entry.truth as usize] = depth + 1;
                }
                r
            });
            self.reach[s] = Some(r);
        }
        self.reach[s].as_ref().and_then(|r| r.as_ref())
    }

    /// Per fact, the facts of the chains from every premise to it (0 if
    /// some premise does not reach it); `None` if a premise breaks down.
    fn common(&mut self, digit: u8, premises: &[Cell]) -> Option<Vec<usize>> {
        let mut cost = vec![0usize; SLOTS * 2];
        for (k, &cell) in premises.iter().enumerate() {
            let r = self.of(cell, digit)?;
            for (c, &d) in cost.iter_mut().zip(r.iter()) {
                *c = if d == 0 || (k > 0 && *c == 0) {
                    0
                } else {
                    *c + d as usize
                };
            }
        }
        Some(cost)
    }
}

/// A fish and one conclusion, before its chains are recorded.
struct Found {
    digit: u8,
    base: Vec<House>,
    cover: Vec<House>,
    kraken: KrakenType,
    conclusion: Fact,
}

/// [`find_kraken_fish`](super::kraken::find_kraken_fish)'s list, with each
/// premise propagated once and only the kept instances recorded.
pub fn find_kraken_fish_fast(board: &Board, size: usize) -> Vec<KrakenFish> {
    find_kraken_fish_fast_upto(board, size, MAX_FOUND)
}

/// [`find_kraken_fish_fast`], at most `limit` of them.
pub fn find_kraken_fish_fast_upto(board: &Board, size: usize, limit: usize) -> Vec<KrakenFish> {
    let mut reaches = Reaches::new(board);
    let mut found: Vec<(usize, Fact, Found)> = Vec::new();
    for_each_finned_fish(board, size, |digit, base, cover, a| {
        kraken_of_fish(board, &mut reaches, digit, base, cover, a, &mut found);
    });
    shortest_per_conclusion(found, limit)
        .into_iter()
        .filter_map(|f| {
            let e = &mut reaches.engine;
            kraken_with(e, board, f.digit, &f.base, &f.cover, f.kraken, f.conclusion)
        })
        .collect()
}

/// The type 1 and type 2 conclusions of one finned fish with their costs,
/// in the plain finder's order.
fn kraken_of_fish(
    board: &Board,
    reaches: &mut Reaches,
    digit: u8,
    base: &[House],
    cover: &[House],
    a: &Anatomy,
    found: &mut Vec<(usize, Fact, Found)>,
) {
    let geo = board.geometry();
    let mut push = |cost: usize, kraken: KrakenType, conclusion: Fact| {
        let f = Found {
            digit,
            base: base.to_vec(),
            cover: cover.to_vec(),
            kraken,
            conclusion,
        };
        found.push((cost, conclusion, f));
    };
    // Type 1: the targets the plain rule misses, reached by every fin.
    let fins: Vec<Cell> = a.exo_fins.iter().collect();
    if let Some(cost) = reaches.common(digit, &fins) {
        for x in a.targets - a.eliminations(geo) {
            let c = cost[slot(x, digit) * 2];
            if c > 0 {
                push(c, KrakenType::One, Fact::new(x, digit, false));
            }
        }
    }
    // Type 2: per cover house, the facts every case reaches. (Within one
    // cover the conclusions differ, so their order does not matter.)
    for &h in cover {
        let kraken = KrakenType::Two { cover: h };
        let Some(premises) = cases(board, a, cover, kraken) else {
            continue;
        };
        let Some(cost) = reaches.common(digit, &premises) else {
            continue;
        };
        for (k, &c) in cost.iter().enumerate().filter(|(_, &c)| c > 0) {
            let (cell, d) = of_slot(k / 2);
            let fact = Fact::new(cell, d, k % 2 == 1);
            if fits(board, a, digit, kraken, fact) {
                push(c, kraken, fact);
            }
        }
    }
}

/// Kraken fish of `N` base lines, as a strategy (the registry's): the
/// lesson's [`find_kraken_fish`](super::kraken::find_kraken_fish)'s
/// list (at most [`MAX_FOUND`], each productive) from the fast search;
/// each removes or places its conclusion.
pub struct KrakenFishStrategy<const N: usize>;

impl<const N: usize> Strategy for KrakenFishStrategy<N> {
    type Found = KrakenFish;
    const LISTING: Listing = Listing::UpTo(MAX_FOUND);
    fn find(board: &Board) -> Vec<KrakenFish> {
        find_kraken_fish_fast(board, N)
    }
    fn find_upto(board: &Board, limit: usize) -> Vec<KrakenFish> {
        find_kraken_fish_fast_upto(board, N, limit)
    }
    fn effects(board: &Board, k: &KrakenFish) -> Effects {
        Effects {
            placements: kraken_fish_placements(board, k),
            eliminations: kraken_fish_eliminations(board, k),
        }
    }
}

pub type KrakenXWing = KrakenFishStrategy<2>;
pub type KrakenSwordfish = KrakenFishStrategy<3>;
pub type KrakenJellyfish = KrakenFishStrategy<4>;
