//! Tests of the nested forcing nets: the engine's inner runs, and the
//! hardest puzzles, where every inner branch is checked on its own.

use super::engine::{slot, Engine};
use super::tests::check_implication;
use super::*;
use crate::solver::Solver;
use crate::test_util::board;

/// "Easter Monster" (JPF, 2007, from the forum's list of the hardest
/// puzzles; SE 11.6): the default strategies before the nested net get
/// stuck on it at once, and before the nested net the walkthrough needed
/// brute force.
const EASTER_MONSTER: &str =
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

/// The default strategies and the nested forcing chains (left out of the
/// default solver).
fn with_inner_chains() -> Solver {
    let mut ids: Vec<&str> = crate::strategies::REGISTRY
        .iter()
        .map(|s| s.id)
        .filter(|id| crate::solver::left_out_by_default(id).is_none())
        .collect();
    ids.push(nested::CHAINS_CONTRADICTION_ID);
    Solver::with(&ids).expect("registered ids")
}

/// The first position of a walkthrough (by `solver`) where a nested
/// strategy (`id`) steps in, and that step.
fn first_step_by(solver: &Solver, line: &str, id: &str) -> (Board, crate::step::Step) {
    let mut b = board(line);
    loop {
        let step = solver.next_step(&b).expect("logic solves it");
        if step.strategy == id {
            return (b, step);
        }
        step.apply(&mut b).expect("a sound step applies");
    }
}

fn first_nested_step(line: &str) -> (Board, crate::step::Step) {
    first_step_by(&Solver::new(), line, nested::CONTRADICTION_ID)
}

/// The outer facts an inner branch uses (its `Rule::Given` facts).
fn given_facts_of(p: &InnerProof) -> Vec<&Implication> {
    p.inner
        .implications
        .iter()
        .filter(|i| i.rule == Rule::Given)
        .collect()
}

/// The board with the facts of `givens` applied (true facts placed, false
/// ones removed).
fn with_facts(b: &Board, givens: &[&Implication]) -> Board {
    let mut out = b.clone();
    for g in givens.iter().filter(|g| g.fact.truth) {
        if out.value(g.fact.cell) != Some(g.fact.digit) {
            out.place(g.fact.cell, g.fact.digit)
                .expect("a given true fact is a candidate");
        }
    }
    for g in givens.iter().filter(|g| !g.fact.truth) {
        out.eliminate(g.fact.candidate());
    }
    out
}

#[test]
fn an_inner_run_is_rolled_back_without_a_trace() {
    let b = board(EASTER_MONSTER);
    let mut engine = Engine::new(&b, true);
    engine.set_unbounded();
    let r1c2 = Cell::new(0, 1);
    assert!(engine.assume(r1c2, 4, true), "r1c2=4 alone does not break");
    let before = (engine.len(), engine.facts());
    let mark = engine.mark();
    let mut broke = 0;
    for s in 0..engine::SLOTS {
        if engine.is_open(s) {
            broke += usize::from(!engine.try_inner(s, true));
            engine.rollback(mark);
            assert_eq!((engine.len(), engine.facts()), before);
        }
    }
    assert!(broke > 0, "some candidate breaks inside the branch r1c2=4");
    assert!(!engine.is_open(slot(r1c2, 4)), "the premise is decided");
}

#[test]
fn the_hardest_puzzles_need_nesting_and_every_inner_branch_checks_out() {
    let (b, step) = first_nested_step(EASTER_MONSTER);
    // Nothing simpler works there.
    assert!(find_forcing_contradictions(&b, true).is_empty());
    assert!(find_forcing_verities(&b, true).is_empty());
    let solution = crate::brute::solve(&b).expect("one solution");
    let n = b.size();
    for e in &step.eliminations {
        let digit = solution[e.cell.row() * n + e.cell.col()];
        assert_ne!(digit, e.digit, "{e:#} removes the solution");
    }
    let f: &NestedForcing = step.pattern().expect("a nested forcing pattern");
    let branch = &f.forcing.branches[0];
    // Every fact by the rules on the board, nested facts aside.
    for i in 0..branch.implications.len() {
        check_implication(&b, branch, i, true);
    }
    for p in &f.inner {
        for i in 0..p.inner.implications.len() {
            check_implication(&b, &p.inner, i, true);
        }
    }
    let nested: Vec<usize> = (0..branch.implications.len())
        .filter(|&i| branch.implications[i].rule == Rule::Nested)
        .collect();
    assert!(!nested.is_empty(), "the branch uses a nested fact");
    assert_eq!(
        f.inner.len(),
        nested.len(),
        "one inner branch per nested fact"
    );
    for p in &f.inner {
        let fact = &branch.implications[p.at];
        assert_eq!(fact.rule, Rule::Nested);
        assert_eq!(p.inner.premise, fact.fact.negated());
        // The inner branch's givens are exactly the nested fact's parents.
        let givens = given_facts_of(p);
        let parents: Vec<Fact> = fact
            .parents
            .iter()
            .map(|&q| branch.implications[q].fact)
            .collect();
        let given_facts: Vec<Fact> = givens.iter().map(|g| g.fact).collect();
        assert_eq!(given_facts, parents);
        // On its own: the givens applied, the inner premise breaks the
        // position with the plain net rules.
        let on = with_facts(&b, &givens);
        let run = implications(&on, p.inner.premise, true).expect("a candidate there");
        assert!(
            run.contradiction.is_some(),
            "{:?}: does not break on its own",
            p
        );
    }
    let text = step.explanation();
    assert!(
        text.starts_with("Nested Forcing Net Contradiction: "),
        "{text}"
    );
    assert!(text.contains(" since "), "{text}");
    // Each inner branch numbered, in order.
    for k in 1..=f.inner.len() {
        let mark = if k == 1 {
            "; where (1) ".to_string()
        } else {
            format!("; ({k}) ")
        };
        assert!(text.contains(&mark), "{mark}: {text}");
    }
    let json = step.pattern_json();
    assert!(
        json["inner"][0]["inner"]["implications"].is_array(),
        "{json}"
    );
    // Drawable: every inner branch is a forcing net of its own.
    assert!(f
        .inner_forcing(0)
        .is_some_and(|g| g.contradiction.is_some()));
    // The outer branch drawn as a tree: one arrow into each true fact but
    // the premise, one into each false fact of the contradiction; every
    // nested fact marked in the fin's colour.
    use crate::step::{Highlight, Role};
    let h = step.highlights.clone();
    let links: Vec<_> = h
        .iter()
        .filter_map(|x| match x {
            Highlight::Link { to, strong, .. } => Some((*to, *strong)),
            _ => None,
        })
        .collect();
    let trues = branch.implications.iter().filter(|i| i.fact.truth).count();
    let clash_false = f
        .forcing
        .contradiction
        .iter()
        .flat_map(|c| &c.parents)
        .filter(|&&i| !branch.implications[i].fact.truth)
        .count();
    assert_eq!(links.iter().filter(|(_, s)| *s).count(), trues - 1);
    assert_eq!(links.iter().filter(|(_, s)| !*s).count(), clash_false);
    for p in &f.inner {
        let fact = branch.implications[p.at].fact;
        assert!(h.iter().any(
            |x| matches!(x, Highlight::Candidate { cell, digit, role: Role::Fin }
            if *cell == fact.cell && *digit == fact.digit)
        ));
    }
}

#[test]
fn a_nested_step_is_rated_as_a_nested_forcing_chain() {
    let (b, step) = first_nested_step(EASTER_MONSTER);
    let tenths = crate::rating::se::step_tenths(&b, &step).expect("logic");
    assert!((105..=120).contains(&tenths), "{tenths}");
}

#[test]
fn inner_chains_come_first_and_each_inner_chain_checks_out() {
    // With the lower level tried first, Easter Monster's first nested
    // steps still need inner nets; a later one has inner chains.
    let solver = with_inner_chains();
    let (b, step) = first_step_by(&solver, EASTER_MONSTER, nested::CHAINS_CONTRADICTION_ID);
    let f: &NestedForcing = step.pattern().expect("a nested forcing pattern");
    assert!(f.inner_chains && !f.inner.is_empty());
    let solution = crate::brute::solve(&b).expect("one solution");
    for e in &step.eliminations {
        assert_ne!(solution[e.cell.row() * 9 + e.cell.col()], e.digit);
    }
    for p in &f.inner {
        // Two chains from the inner premise meet at one candidate, true on
        // one and false on the other.
        assert!(
            matches!(p.contradiction.clash, Clash::BothWays { .. }),
            "{:?}",
            p
        );
        // Each inner fact rests on one inner fact (its other parents are
        // the outer facts given to it).
        for imp in p.inner.implications.iter().skip(1) {
            if imp.rule == Rule::Given {
                continue;
            }
            let inner_parents = imp
                .parents
                .iter()
                .filter(|&&q| p.inner.implications[q].rule != Rule::Given)
                .count();
            assert_eq!(inner_parents, 1, "{p:?}");
        }
        // On its own, with its givens applied: chain rules break it.
        let givens = given_facts_of(p);
        let on = with_facts(&b, &givens);
        let run = implications(&on, p.inner.premise, false).expect("a candidate there");
        assert!(run.contradiction.is_some(), "{p:?}");
    }
    let text = step.explanation();
    assert!(
        text.starts_with("Nested Forcing Chain Contradiction: "),
        "{text}"
    );
    // Rated at SE's level for inner forcing chains, 9.5 plus the length.
    let tenths = crate::rating::se::step_tenths(&b, &step).expect("logic");
    assert!((95..=115).contains(&tenths), "{tenths}");
    // Where the first three nested steps were taken, inner chains found
    // none (the walkthrough tries them first).
    let (before, net_step) = first_nested_step(EASTER_MONSTER);
    assert!(NestedForcingChainContradictions::find(&before).is_empty());
    assert_eq!(net_step.strategy, nested::CONTRADICTION_ID);
}
