//! Finding nested forcing nets (see [`super::nested`]): propagate a premise
//! with the net rules; when they stall, try every open candidate of the
//! branch's position true in an inner run (plain net rules on top of the
//! branch); a candidate whose inner run breaks is false in the branch
//! (`Rule::Nested`), and propagation goes on from it. Repeat until the
//! branch breaks or a full pass over the open candidates finds nothing.
//!
//! Inner runs are rolled back in place (`engine/nest.rs`), so a pass costs
//! one incremental propagation per open candidate and allocates nothing
//! unless the reasons are being recorded.

use super::engine::{of_slot, Engine};
use super::nested::{InnerProof, NestedForcing};
use super::search::{clash_of, implication_at, premise_slots};
use super::{Branch, Contradiction, Fact, Forcing, ForcingKind, Rule, MAX_FOUND};
use crate::grid::Board;
use crate::step::Step;
use crate::strategies::accel::Caches;
use crate::strategies::common::{Effects, Listing, Strategy};

/// Nested forcing nets ending in a contradiction, as a strategy.
pub struct NestedForcingNetContradictions;
impl Strategy for NestedForcingNetContradictions {
    type Found = NestedForcing;
    const LISTING: Listing = Listing::UpTo(MAX_FOUND);
    /// The first [`MAX_FOUND`] premises found to break with a nested fact
    /// (premises true then false, cells with fewest candidates first), the
    /// smallest first.
    fn find(board: &Board) -> Vec<NestedForcing> {
        contradictions(board, MAX_FOUND, false)
    }
    fn find_upto(board: &Board, limit: usize) -> Vec<NestedForcing> {
        contradictions(board, limit, false)
    }
    fn effects(board: &Board, f: &NestedForcing) -> Effects {
        super::forcing_effects(board, &f.forcing)
    }
}

/// The lower level: nested forcing nets whose inner branches are chains.
pub struct NestedForcingChainContradictions;
impl Strategy for NestedForcingChainContradictions {
    type Found = NestedForcing;
    const LISTING: Listing = Listing::UpTo(MAX_FOUND);
    /// As [`NestedForcingNetContradictions`], with inner chains.
    fn find(board: &Board) -> Vec<NestedForcing> {
        contradictions(board, MAX_FOUND, true)
    }
    fn find_upto(board: &Board, limit: usize) -> Vec<NestedForcing> {
        contradictions(board, limit, true)
    }
    fn effects(board: &Board, f: &NestedForcing) -> Effects {
        super::forcing_effects(board, &f.forcing)
    }
}

/// An inner run kept for the explanation: the log index of the nested fact
/// it proved, the inner branch and how it broke.
struct Recorded {
    at: usize,
    inner: Branch,
    contradiction: Contradiction,
}

/// Propagates `premise` with the net rules and nested eliminations, trying
/// inner premises in `order`; false when the branch breaks. With `proofs`,
/// every nested fact's inner run is recorded.
fn assume_nested(
    engine: &mut Engine,
    premise: Fact,
    order: &[usize],
    mut proofs: Option<&mut Vec<Recorded>>,
) -> bool {
    if !engine.assume(premise.cell, premise.digit, premise.truth) {
        return false;
    }
    loop {
        let mut progress = false;
        for &s in order {
            if !engine.is_open(s) {
                continue;
            }
            let mark = engine.mark();
            // Inner chains prove a candidate false only by reaching some
            // candidate both true and false (two chains from the premise).
            if engine.try_inner(s, true) || (engine.has_inner_chains() && !engine.clash_both_ways())
            {
                engine.rollback(mark);
                continue;
            }
            let (uses, inner) = engine.inner_uses(mark);
            let proof = proofs.is_some().then(|| inner_proof(engine, &uses, &inner));
            engine.rollback(mark);
            if !engine.derive_nested(s, &uses) {
                continue;
            }
            if let (Some(list), Some(Some((inner, contradiction)))) = (proofs.as_deref_mut(), proof)
            {
                list.push(Recorded {
                    at: mark.len,
                    inner,
                    contradiction,
                });
            }
            progress = true;
            if !engine.run_from(mark.len) {
                return false;
            }
        }
        if !progress {
            return true;
        }
    }
}

/// The inner run that just broke, as a branch: its premise, the outer facts
/// it uses (`Rule::Given`, depth 0), then its own facts (depth counted from
/// the inner premise), and its contradiction.
fn inner_proof(engine: &Engine, uses: &[u16], inner: &[usize]) -> Option<(Branch, Contradiction)> {
    let (clash, clash_parents) = clash_of(engine)?;
    let (&premise_at, rest) = inner.split_first()?;
    let mut index = vec![usize::MAX; engine.len()];
    let mut implications = Vec::with_capacity(1 + uses.len() + rest.len());
    let mut push = |i: usize, imp: super::Implication, index: &mut Vec<usize>| {
        index[i] = implications.len();
        implications.push(imp);
    };
    push(
        premise_at,
        implication_at(engine, premise_at, Vec::new()),
        &mut index,
    );
    for &u in uses {
        let mut given = implication_at(engine, u as usize, Vec::new());
        given.rule = Rule::Given;
        given.houses.clear();
        given.depth = 0;
        push(u as usize, given, &mut index);
    }
    let mut depths: Vec<usize> = vec![0; 1 + uses.len()];
    for &i in rest {
        let parents: Vec<usize> = engine
            .parents(i)
            .iter()
            .map(|&p| index[p as usize])
            .collect();
        let depth = 1 + parents.iter().map(|&p| depths[p]).max().unwrap_or(0);
        let mut imp = implication_at(engine, i, parents);
        imp.depth = depth;
        depths.push(depth);
        push(i, imp, &mut index);
    }
    implications[0].depth = 0;
    let premise = implications[0].fact;
    let contradiction = Contradiction {
        clash,
        parents: clash_parents.iter().map(|&p| index[p as usize]).collect(),
    };
    Some((
        Branch {
            premise,
            implications,
        },
        contradiction,
    ))
}

/// Re-runs a premise that breaks and records it as a pattern: the branch
/// (the facts the contradiction rests on) and the inner run of every nested
/// fact in it.
fn record_contradiction(
    engine: &mut Engine,
    premise: Fact,
    order: &[usize],
) -> Option<NestedForcing> {
    let mut recorded = Vec::new();
    if assume_nested(engine, premise, order, Some(&mut recorded)) {
        return None;
    }
    let (clash, targets) = clash_of(engine)?;
    let kept = engine.ancestors(&targets);
    let mut index = vec![usize::MAX; engine.len()];
    for (k, &i) in kept.iter().enumerate() {
        index[i] = k;
    }
    let implications = kept
        .iter()
        .map(|&i| {
            let parents = engine.parents(i).iter().map(|&p| index[p as usize]);
            implication_at(engine, i, parents.collect())
        })
        .collect();
    let inner = recorded
        .into_iter()
        .filter(|r| index[r.at] != usize::MAX)
        .map(|r| InnerProof {
            branch: 0,
            at: index[r.at],
            inner: r.inner,
            contradiction: r.contradiction,
        })
        .collect();
    let forcing = Forcing {
        kind: ForcingKind::Contradiction,
        net: true,
        branches: vec![Branch {
            premise,
            implications,
        }],
        contradiction: Some(Contradiction {
            clash,
            parents: targets.iter().map(|&t| index[t as usize]).collect(),
        }),
        conclusion: premise.negated(),
    };
    Some(NestedForcing {
        inner_chains: engine.has_inner_chains(),
        forcing,
        inner,
    })
}

/// An engine for nested runs on `board` (inner runs of chains only, or
/// nets).
fn nested_engine(board: &Board, inner_chains: bool) -> Box<Engine> {
    let mut engine = Engine::new(board, true);
    engine.set_unbounded();
    if inner_chains {
        engine.set_inner_chains();
    }
    engine
}

/// How many premises that break are recorded before the smallest is
/// chosen: more gives shorter explanations and costs more.
pub(crate) const CANDIDATES: usize = 32;

/// The same with inner chains: the first premise that breaks. Their
/// branches break later than with inner nets, so looking for more costs
/// more (on 20 forum-hardest puzzles, 4 instead of 1 made the walkthroughs
/// take 1.8x as long).
pub(crate) const CHAIN_CANDIDATES: usize = 1;

/// Premises (every candidate true, cells with fewest candidates first,
/// then false) whose nested branch breaks: the first [`CANDIDATES`] (or
/// [`CHAIN_CANDIDATES`]; at least `limit`) are recorded and the `limit`
/// smallest returned, smallest first.
///
/// A premise whose branch breaks without a nested fact (a plain forcing
/// net, deeper than the nets' cap) is passed over: what is listed is nested.
/// One premise followed with nested facts (inner runs of plain net rules)
/// to a contradiction, recorded as a pattern; `None` where it holds.
pub(crate) fn refute_nested(board: &Board, premise: Fact) -> Option<NestedForcing> {
    let mut engine = nested_engine(board, false);
    if !engine.is_candidate(premise.cell, premise.digit) {
        return None;
    }
    let order = premise_slots(board);
    record_contradiction(&mut engine, premise, &order)
}

pub(crate) fn contradictions(
    board: &Board,
    limit: usize,
    inner_chains: bool,
) -> Vec<NestedForcing> {
    let mut engine = nested_engine(board, inner_chains);
    let order = premise_slots(board);
    let first = if inner_chains {
        CHAIN_CANDIDATES
    } else {
        CANDIDATES
    };
    let wanted = limit.max(first);
    let mut found = Vec::new();
    'truths: for truth in [true, false] {
        for &s in &order {
            let (cell, digit) = of_slot(s);
            let premise = Fact::new(cell, digit, truth);
            // (A branch that broke without deriving a nested fact is not
            // recorded at all.)
            if !assume_nested(&mut engine, premise, &order, None) && derived_nested(&engine) {
                let f = record_contradiction(&mut engine, premise, &order);
                found.extend(f.filter(|f| !f.inner.is_empty()));
                if found.len() >= wanted {
                    break 'truths;
                }
            }
        }
    }
    found.sort_by_key(|f| f.size());
    found.truncate(limit);
    found
}

/// Whether the branch in the engine has a nested fact.
fn derived_nested(engine: &Engine) -> bool {
    (0..engine.len()).any(|i| engine.entry(i).rule == Rule::Nested)
}

/// The pattern as a step, if it changes the board.
fn step_of(board: &Board, f: Option<NestedForcing>) -> Option<Step> {
    let f = f?;
    let e = super::forcing_effects(board, &f.forcing);
    (!e.is_empty()).then(|| Step::new(board, f, e.placements, e.eliminations))
}

/// The solver's step: the first premise whose nested branch breaks.
pub(crate) fn first_contradiction(board: &Board, _caches: &mut Caches) -> Option<Step> {
    step_of(board, contradictions(board, 1, false).pop())
}

/// The same with inner chains.
pub(crate) fn first_chain_contradiction(board: &Board, _caches: &mut Caches) -> Option<Step> {
    step_of(board, contradictions(board, 1, true).pop())
}
