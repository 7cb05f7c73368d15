//! Finding forcing chains and nets: every premise is propagated at most
//! once per board and mode (lazily, in a [`Sweep`]), its outcome kept as two
//! bit sets (the facts it makes true and false); verities are intersections
//! of those sets. Only the chosen conclusions are propagated again to record
//! their reasons.
//!
//! The `find_*` functions build a fresh sweep per call; the solver's fast
//! paths (`first_*`, below) keep the last sweep per mode in the walkthrough's
//! [`Caches`] ([`ForcingSweeps`]), so that the contradiction and the verity
//! finder share it on one board.

use super::closure::{self, Closure};
use super::engine::ClashKind;
use super::engine::{of_slot, slot, Engine, SlotSet, SLOTS};
use super::{Branch, Clash, Contradiction, Fact, Forcing, ForcingKind, Implication, Propagation};
use crate::grid::{Board, Cell};
use crate::step::Step;
use crate::strategies::accel::Caches;

/// What one premise leads to.
pub(crate) enum Outcome {
    /// A contradiction resting on this many facts.
    Clash(usize),
    /// The facts made true and false.
    Facts(Box<(SlotSet, SlotSet)>),
}

/// The outcomes of the premises of one board, computed on demand.
pub(crate) struct Sweep {
    pub engine: Box<Engine>,
    /// Chain mode: every premise at once in the fixed graph (on first use).
    closure: Option<Box<Closure>>,
    /// Per premise (slot * 2 + truth): 0 not computed, else index + 1.
    index: Vec<u32>,
    outcomes: Vec<Outcome>,
}

impl Sweep {
    pub fn new(board: &Board, net: bool) -> Sweep {
        Sweep {
            engine: Engine::new(board, net),
            closure: None,
            index: vec![0; SLOTS * 2],
            outcomes: Vec::new(),
        }
    }

    /// The chain-mode closure of the board the sweep is for.
    fn closure(&mut self, board: &Board) -> &Closure {
        self.closure
            .get_or_insert_with(|| Box::new(Closure::new(board)))
    }

    /// The outcome of assuming the candidate true or false.
    pub fn outcome(&mut self, s: usize, truth: bool) -> &Outcome {
        let k = s * 2 + truth as usize;
        if self.index[k] == 0 {
            let (cell, digit) = of_slot(s);
            let o = if self.engine.assume(cell, digit, truth) {
                Outcome::Facts(Box::new(self.engine.facts()))
            } else {
                Outcome::Clash(self.engine.clash_size())
            };
            self.outcomes.push(o);
            self.index[k] = self.outcomes.len() as u32;
        }
        &self.outcomes[self.index[k] as usize - 1]
    }
}

/// The last sweep per mode (chain, net), kept in the solver's [`Caches`]:
/// the contradiction and verity finders run one after the other on the same
/// board and share it.
#[derive(Default)]
pub(crate) struct ForcingSweeps {
    chain: Option<(Board, Sweep)>,
    net: Option<(Board, Sweep)>,
}

impl ForcingSweeps {
    /// The sweep of `board` in chain or net mode: the kept one if it is for
    /// the same board, else a new one (which replaces it).
    pub fn sweep(&mut self, board: &Board, net: bool) -> &mut Sweep {
        let kept = if net { &mut self.net } else { &mut self.chain };
        if !matches!(kept, Some((b, _)) if b == board) {
            *kept = Some((board.clone(), Sweep::new(board, net)));
        }
        &mut kept.as_mut().expect("just filled").1
    }
}

/// Every candidate of the board as a slot, cells with fewer candidates
/// first (bivalue cells propagate furthest, cheaply).
pub(crate) fn premise_slots(board: &Board) -> Vec<usize> {
    let mut cells: Vec<Cell> = board.empty_cells().iter().collect();
    cells.sort_by_key(|&c| board.candidates(c).len());
    cells
        .iter()
        .flat_map(|&c| board.candidates(c).iter().map(move |d| slot(c, d)))
        .collect()
}

/// Re-runs a premise and records the reasons of `targets` (log indices
/// chosen by `pick` after the run) as a branch.
pub(crate) fn record(
    engine: &mut Engine,
    premise: Fact,
    pick: impl FnOnce(&Engine) -> Vec<u16>,
) -> (Branch, Vec<usize>, Vec<usize>) {
    engine.assume(premise.cell, premise.digit, premise.truth);
    let targets = pick(engine);
    let kept = engine.ancestors(&targets);
    let mut new_index = vec![usize::MAX; engine.len()];
    for (k, &i) in kept.iter().enumerate() {
        new_index[i] = k;
    }
    let implications = kept
        .iter()
        .map(|&i| {
            let parents = engine.parents(i).iter();
            implication_at(engine, i, parents.map(|&p| new_index[p as usize]).collect())
        })
        .collect();
    let mapped = targets.iter().map(|&t| new_index[t as usize]).collect();
    (
        Branch {
            premise,
            implications,
        },
        mapped,
        kept,
    )
}

/// Log entry `i` as an implication with the given parents (indices into
/// the branch being built).
pub(crate) fn implication_at(engine: &Engine, i: usize, parents: Vec<usize>) -> Implication {
    let e = *engine.entry(i);
    let (cell, digit) = of_slot(e.slot as usize);
    Implication {
        fact: Fact::new(cell, digit, e.truth),
        rule: e.rule,
        houses: [e.house, e.other_house].into_iter().flatten().collect(),
        parents,
        depth: e.depth as usize,
    }
}

/// The engine's contradiction in pattern terms, with the log indices of
/// the facts that clash.
pub(crate) fn clash_of(engine: &Engine) -> Option<(Clash, Vec<u16>)> {
    let c = engine.clash()?;
    let clash = match c.kind {
        ClashKind::CellEmpty(cell) => Clash::CellEmpty { cell },
        ClashKind::HouseEmpty(h, digit) => Clash::HouseEmpty { house: h, digit },
        ClashKind::BothWays(s) => {
            let (cell, digit) = of_slot(s as usize);
            Clash::BothWays { cell, digit }
        }
    };
    Some((clash, engine.clash_parents(&c).to_vec()))
}

/// Every fact a premise implies (see [`super::implications`]).
pub(crate) fn propagation(board: &Board, premise: Fact, net: bool) -> Option<Propagation> {
    let mut engine = Engine::new(board, net);
    if !engine.is_candidate(premise.cell, premise.digit) {
        return None;
    }
    let mut clash = None;
    let (branch, mapped, _) = record(&mut engine, premise, |e| {
        clash = clash_of(e);
        (0..e.len() as u16).collect()
    });
    let contradiction = clash.map(|(clash, parents)| Contradiction {
        clash,
        parents: parents.iter().map(|&p| mapped[p as usize]).collect(),
    });
    Some(Propagation {
        branch,
        contradiction,
    })
}

/// The contradiction pattern for a premise that clashes.
pub(crate) fn contradiction_of(engine: &mut Engine, premise: Fact) -> Option<Forcing> {
    if !engine.is_candidate(premise.cell, premise.digit) {
        return None;
    }
    let mut clash = None;
    let (branch, mapped, _) = record(engine, premise, |e| {
        clash = clash_of(e);
        clash.as_ref().map(|c| c.1.clone()).unwrap_or_default()
    });
    let (clash, _) = clash?;
    Some(Forcing {
        kind: ForcingKind::Contradiction,
        net: engine.is_net(),
        conclusion: premise.negated(),
        branches: vec![branch],
        contradiction: Some(Contradiction {
            clash,
            parents: mapped,
        }),
    })
}

/// Contradictions: every premise (true, then false) that clashes, the
/// shortest first, at most `limit`.
pub(crate) fn contradictions(board: &Board, sw: &mut Sweep, limit: usize) -> Vec<Forcing> {
    let net = sw.engine.is_net();
    let slots = premise_slots(board);
    // Per truth, the premises to try: in chain mode only those the fixed
    // graph says may break (the same ones break, found at the same cost).
    let tried: [Vec<usize>; 2] = if net {
        [slots.clone(), slots]
    } else {
        let graph = sw.closure(board);
        let may_break = graph.breaking_premises(board);
        [true, false].map(|truth| {
            slots
                .iter()
                .copied()
                .filter(|&s| {
                    let (cell, digit) = of_slot(s);
                    let f = graph.fact(cell, digit, truth);
                    closure::has(&may_break, f)
                })
                .collect()
        })
    };
    if tried.iter().all(|t| t.is_empty()) {
        return Vec::new();
    }
    let quick = quick_contradictions(&mut sw.engine, &tried[0], limit);
    if !quick.is_empty() {
        return quick;
    }
    let mut hits: Vec<(usize, bool, usize)> = Vec::new();
    for (truth, slots) in [true, false].into_iter().zip(&tried) {
        for &s in slots {
            if let Outcome::Clash(size) = sw.outcome(s, truth) {
                hits.push((*size, !truth, s));
                if limit == 1 {
                    break;
                }
            }
        }
        if limit == 1 && !hits.is_empty() {
            break;
        }
    }
    hits.sort_unstable();
    hits.truncate(limit);
    hits.into_iter()
        .filter_map(|(_, not_truth, s)| {
            let (cell, digit) = of_slot(s);
            contradiction_of(&mut sw.engine, Fact::new(cell, digit, !not_truth))
        })
        .collect()
}

/// Premises (assumed true) are first tried with facts up to this many steps
/// from the premise only, to find a short contradiction cheaply.
pub(crate) const QUICK_DEPTH: u16 = 6;

/// The `limit` shortest contradictions within [`QUICK_DEPTH`] steps of a
/// premise assumed true, if there are that many (else none: the full search
/// follows). Not cached: these outcomes are incomplete.
fn quick_contradictions(engine: &mut Engine, slots: &[usize], limit: usize) -> Vec<Forcing> {
    engine.set_depth_cap(QUICK_DEPTH);
    let mut hits: Vec<(usize, usize)> = Vec::new();
    for &s in slots {
        let (cell, digit) = of_slot(s);
        if !engine.assume(cell, digit, true) {
            hits.push((engine.clash_size(), s));
        }
    }
    let mut found = Vec::new();
    if hits.len() >= limit {
        hits.sort_unstable();
        for &(_, s) in hits.iter().take(limit) {
            let (cell, digit) = of_slot(s);
            found.extend(contradiction_of(engine, Fact::new(cell, digit, true)));
        }
    }
    engine.set_depth_cap(super::MAX_DEPTH);
    found
}

/// A set of premises one of which is true: the cases of a verity.
pub(crate) struct Cases {
    pub kind: ForcingKind,
    pub premises: Vec<Fact>,
}

/// Every set of cases on the board, fewest cases first: cells (each
/// candidate true), houses (each place of a digit true), and candidates
/// (true or false).
fn all_cases(board: &Board) -> Vec<Cases> {
    let geo = board.geometry();
    let mut out = Vec::new();
    for cell in board.empty_cells() {
        let ds = board.candidates(cell);
        if ds.len() >= 2 {
            out.push(Cases {
                kind: ForcingKind::Cell { cell },
                premises: ds.iter().map(|d| Fact::new(cell, d, true)).collect(),
            });
        }
    }
    for h in geo.houses() {
        for d in 1..=geo.size as u8 {
            let places = board.digit_cells(d) & geo.house(h);
            if places.len() >= 2 {
                out.push(Cases {
                    kind: ForcingKind::Unit { house: h, digit: d },
                    premises: places.iter().map(|c| Fact::new(c, d, true)).collect(),
                });
            }
        }
    }
    for c in board.all_candidates() {
        out.push(Cases {
            kind: ForcingKind::Digit {
                cell: c.cell,
                digit: c.digit,
            },
            premises: vec![
                Fact::new(c.cell, c.digit, true),
                Fact::new(c.cell, c.digit, false),
            ],
        });
    }
    // Stable: within one size, cells, then houses, then candidates.
    out.sort_by_key(|c| c.premises.len());
    out
}

/// The facts every case of `cases` leads to (None when a case clashes: the
/// contradiction finders cover that).
fn common_facts(sw: &mut Sweep, cases: &Cases) -> Option<(SlotSet, SlotSet)> {
    let mut acc: Option<(SlotSet, SlotSet)> = None;
    for p in &cases.premises {
        let Outcome::Facts(f) = sw.outcome(slot(p.cell, p.digit), p.truth) else {
            return None;
        };
        match &mut acc {
            None => acc = Some(**f),
            Some((t, fa)) => {
                t.and_with(&f.0);
                fa.and_with(&f.1);
            }
        }
        if let Some((t, fa)) = &acc {
            if t.is_empty() && fa.is_empty() {
                return None;
            }
        }
    }
    acc
}

/// The common facts of `cases` with their cost (the number of facts the
/// branches need to reach it: the explanation's size), cheapest first;
/// placements before eliminations on ties.
fn ranked_conclusions(
    sw: &mut Sweep,
    cases: &Cases,
    common: &(SlotSet, SlotSet),
) -> Vec<(usize, Fact)> {
    let mut facts: Vec<Fact> = Vec::new();
    common.0.for_each(|s| {
        let (c, d) = of_slot(s);
        facts.push(Fact::new(c, d, true));
    });
    common.1.for_each(|s| {
        let (c, d) = of_slot(s);
        facts.push(Fact::new(c, d, false));
    });
    // The explanation's size is the sum over the branches of the fact's
    // ancestors. In a chain that is its depth + 1; in a net, rank by depth
    // first and count the ancestors of the best few only.
    let mut depth_sum = vec![0usize; facts.len()];
    for p in &cases.premises {
        sw.engine.assume(p.cell, p.digit, p.truth);
        for (k, f) in facts.iter().enumerate() {
            depth_sum[k] += match sw.engine.index_of(slot(f.cell, f.digit), f.truth) {
                Some(i) => sw.engine.entry(i).depth as usize + 1,
                None => usize::MAX / 16,
            };
        }
    }
    let mut out: Vec<(usize, Fact)> = depth_sum.into_iter().zip(facts).collect();
    out.sort_by_key(|(c, f)| (*c, !f.truth, f.cell, f.digit));
    if sw.engine.is_net() {
        let top = out.len().min(EXACT_RANKED);
        for (c, _) in out.iter_mut().take(top) {
            *c = 0;
        }
        for p in &cases.premises {
            sw.engine.assume(p.cell, p.digit, p.truth);
            for (c, f) in out.iter_mut().take(top) {
                if let Some(i) = sw.engine.index_of(slot(f.cell, f.digit), f.truth) {
                    *c += sw.engine.ancestors(&[i as u16]).len();
                }
            }
        }
        out[..top].sort_by_key(|(c, f)| (*c, !f.truth, f.cell, f.digit));
    }
    out
}

/// In a net, the facts (best by depth) whose explanation size is counted.
const EXACT_RANKED: usize = 8;

/// The verity pattern: `cases` all lead to `conclusion`.
pub(crate) fn verity_of(engine: &mut Engine, cases: &Cases, conclusion: Fact) -> Option<Forcing> {
    let target = slot(conclusion.cell, conclusion.digit);
    let mut branches = Vec::new();
    for &p in &cases.premises {
        if !engine.is_candidate(p.cell, p.digit) {
            return None;
        }
        if !engine.assume(p.cell, p.digit, p.truth) {
            return None;
        }
        let i = engine.index_of(target, conclusion.truth)?;
        let (b, _, _) = record(engine, p, |_| vec![i as u16]);
        branches.push(b);
    }
    Some(Forcing {
        kind: cases.kind,
        net: engine.is_net(),
        conclusion,
        branches,
        contradiction: None,
    })
}

/// Verities: the sets of cases are tried fewest cases first, until those
/// with common facts have given `limit` distinct conclusions (with `limit
/// == 1`: the cheapest fact of the first such set); one pattern per
/// conclusion (its cheapest cases), cheapest first.
pub(crate) fn verities(board: &Board, sw: &mut Sweep, limit: usize) -> Vec<Forcing> {
    let net = sw.engine.is_net();
    // In chain mode the fixed graph over-approximates every outcome: no
    // common fact there, none here.
    if !net && !sw.closure(board).any_common_fact(board) {
        return Vec::new();
    }
    let cases = all_cases(board);
    let mut best: Vec<(usize, Fact, usize)> = Vec::new();
    for (k, c) in cases.iter().enumerate() {
        let Some(common) = common_facts(sw, c) else {
            continue;
        };
        for (cost, fact) in ranked_conclusions(sw, c, &common) {
            match best.iter_mut().find(|(_, f, _)| *f == fact) {
                Some(b) if b.0 <= cost => {}
                Some(b) => *b = (cost, fact, k),
                None => best.push((cost, fact, k)),
            }
            if limit == 1 {
                break;
            }
        }
        if best.len() >= limit {
            break;
        }
    }
    best.sort_by_key(|(c, f, _)| (*c, !f.truth, f.cell, f.digit));
    best.truncate(limit);
    best.into_iter()
        .filter_map(|(_, fact, k)| verity_of(&mut sw.engine, &cases[k], fact))
        .collect()
}

/// The verity of one set of cases: its cheapest common fact.
pub(crate) fn verity_for(sw: &mut Sweep, cases: Cases) -> Option<Forcing> {
    let common = common_facts(sw, &cases)?;
    let (_, fact) = *ranked_conclusions(sw, &cases, &common).first()?;
    verity_of(&mut sw.engine, &cases, fact)
}

/// The pattern as a step, if it changes the board.
pub(crate) fn step_of(board: &Board, f: Option<Forcing>) -> Option<Step> {
    let f = f?;
    let e = super::forcing_effects(board, &f);
    (!e.is_empty()).then(|| Step::new(board, f, e.placements, e.eliminations))
}

/// The solver's step for contradictions: the shortest quick contradiction
/// (premises assumed true, [`QUICK_DEPTH`] steps), else the first premise
/// found to break (cells with fewest candidates first, true then false).
/// Not always the first of `find_forcing_contradictions`, which ranks up to
/// [`MAX_FOUND`](super::MAX_FOUND) of them.
fn first_contradiction(board: &Board, caches: &mut Caches, net: bool) -> Option<Step> {
    let sw = caches.get::<ForcingSweeps>().sweep(board, net);
    step_of(board, contradictions(board, sw, 1).pop())
}

/// The solver's step for verities: the cheapest common fact of the first
/// set of cases (fewest cases first) that has one. Not always the first of
/// `find_forcing_verities`, which ranks the conclusions of several sets.
fn first_verity(board: &Board, caches: &mut Caches, net: bool) -> Option<Step> {
    let sw = caches.get::<ForcingSweeps>().sweep(board, net);
    step_of(board, verities(board, sw, 1).pop())
}

/// [`first_contradiction`] in chain mode (the registry's `first_cached`).
pub(crate) fn first_chain_contradiction(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_contradiction(board, caches, false)
}

/// [`first_verity`] in chain mode.
pub(crate) fn first_chain_verity(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_verity(board, caches, false)
}

/// [`first_contradiction`] in net mode.
pub(crate) fn first_net_contradiction(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_contradiction(board, caches, true)
}

/// [`first_verity`] in net mode.
pub(crate) fn first_net_verity(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_verity(board, caches, true)
}
