//! # Nested forcing nets: a forcing net inside a forcing net
//!
//! A forcing net (see [`super`]) follows a premise with the simplest rules
//! only: singles, and in a net locked candidates. On the hardest puzzles
//! (Sudoku Explainer rates them 10 to 11+) every branch stalls long before
//! it breaks. A *nested* forcing net lets a branch use a forcing net
//! itself: when its rules stall, it looks at the position the branch has
//! reached and asks, for each candidate still open there, "if this were
//! true too, would the position break?" (an *inner* branch, plain net
//! rules). If so, the candidate is false *in the branch*, and the branch
//! goes on from that fact.
//!
//! ```text
//!   outer: r1c1=5 => r2c3<>5 => r2c3=7 => ... (stalls)
//!              |          |
//!              |   inner: r4c4=2 (+ r2c3=7, r1c1=5) => r4c6<>2 => ... => r5c6 empty
//!              v          v
//!          so, in the outer branch: r4c4<>2  [nested] => r4c4=9 => ... => r8c8 empty
//!   conclusion: r1c1<>5
//! ```
//!
//! **Why it is sound.** Every fact of a branch is "premise implies fact".
//! The inner branch shows "the outer facts it *used* (its givens), plus
//! `r4c4=2`, imply a contradiction", so the givens imply `r4c4<>2`; the
//! givens follow from the outer premise, so the premise implies `r4c4<>2`.
//! The inner run is built on top of the outer one and every inner fact
//! records its parents, so the givens are exactly the outer facts the
//! inner contradiction rests on (the nested fact's parents): nothing that
//! only holds on the real board, and nothing from another branch, is used.
//! Inner runs are undone after each test, so a test that does not break
//! leaves no trace.
//!
//! **Levels.** The outer branch always uses the net rules. What the inner
//! branches may use makes two strategies, the easier first:
//!
//! * `nested-forcing-chain-contradiction`: inner *chains*. An inner branch
//!   follows only the strong links of the outer branch's position (a
//!   cell left with two digits there, a digit left with two places in a
//!   house), so each inner fact rests on one inner fact, and no locked
//!   candidates: Sudoku Explainer's nested forcing chains whose inner
//!   chains are plain forcing chains (SE 9.5 and up).
//! * `nested-forcing-net-contradiction`: inner *nets* (the net rules;
//!   SE's level whose inner chains are dynamic, 10.5 and up).
//!
//! A candidate found false by an inner branch is used by the next inner
//! branches of the same outer branch. The outer branch ends in a
//! contradiction (its premise is wrong). They run only where every other
//! strategy is stuck (the last logic before `brute-force`); the default
//! solver has only the inner nets (the declaration's `left_out` says why).
//!
//! **Notation.** The outer branch is printed as a forcing net's; each nested
//! fact is then explained by its inner branch:
//! `r4c4<>2 since r4c4=2 => r4c6<>2 => ... : r5c6 has no candidate left
//! (with r2c3=7, r1c1=5)`. The pattern data ([`NestedForcing`]) holds the
//! outer [`Forcing`] (nested facts have [`Rule::Nested`]) and every inner
//! branch used ([`InnerProof`], its givens with [`Rule::Given`]).
//!
//! (Nested forcing chains are Sudoku Explainer's (Nicolas Juillerat,
//! 2006-2007) top techniques; the engine and wording are this project's own.)

use super::says;
use super::{Branch, Contradiction, Fact, Forcing, Rule};
use crate::grid::Board;
use crate::lang::says::{ChainSays, InnerSays, Says};
use crate::lang::Label;
use crate::step::{Highlight, Highlights, Mark, Pattern, Role};
use crate::strategies::decl::{Decl, Family, LeftOut, Level, Se, Times};
use serde::Serialize;

/// Why the default solvers leave the nested forcing chains out: measured
/// with `explain --json` on the forum's 1000 hardest (SE 11+; top1465 never
/// gets this far), CPU per puzzle, walkthrough and rating.
pub const SLOW_NESTED_CHAINS: LeftOut = LeftOut::SlowOnHardest {
    times: Times(28),
    rated_below_11: 2,
};

/// The Nested Forcing Chain Contradiction's declaration: id, family, HoDoKu score and level, SE rule.
pub const NESTED_FORCING_CHAIN_CONTRADICTION: Decl = Decl::new(
    "nested-forcing-chain-contradiction",
    "Nested Forcing Chain Contradiction",
    "入れ子のフォーシングチェーン（矛盾）",
    Family::Forcing,
    850,
    Level::Extreme,
    Se::Nested,
)
.left_out(SLOW_NESTED_CHAINS);
/// The Nested Forcing Net Contradiction's declaration: id, family, HoDoKu score and level, SE rule.
pub const NESTED_FORCING_NET_CONTRADICTION: Decl = Decl::new(
    "nested-forcing-net-contradiction",
    "Nested Forcing Net Contradiction",
    "入れ子のフォーシングネット（矛盾）",
    Family::Forcing,
    900,
    Level::Extreme,
    Se::Nested,
);

/// The inner branch that proved one nested fact of an outer branch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InnerProof {
    /// The outer branch (index into the forcing's branches).
    pub branch: usize,
    /// The nested fact (index into that branch's implications).
    pub at: usize,
    /// Its premise is the nested fact negated; the outer facts it uses come
    /// next with [`Rule::Given`] (depth 0), then its own facts.
    pub inner: Branch,
    pub contradiction: Contradiction,
}

/// A forcing net whose branches use nested facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NestedForcing {
    /// The inner branches follow chains only (the lower level), not nets.
    pub inner_chains: bool,
    pub forcing: Forcing,
    /// The inner branch of every nested fact used.
    pub inner: Vec<InnerProof>,
}

impl NestedForcing {
    /// The total number of facts, inner branches included.
    pub fn size(&self) -> usize {
        self.forcing.size()
            + self
                .inner
                .iter()
                .map(|p| p.inner.implications.len())
                .sum::<usize>()
    }
}

impl NestedForcing {
    /// Inner branch `k` as a forcing net contradiction of its own (its
    /// givens shown as facts at the premise's level), for drawing.
    pub fn inner_forcing(&self, k: usize) -> Option<Forcing> {
        let p = self.inner.get(k)?;
        Some(Forcing {
            kind: super::ForcingKind::Contradiction,
            net: true,
            branches: vec![p.inner.clone()],
            contradiction: Some(p.contradiction.clone()),
            conclusion: p.inner.premise.negated(),
        })
    }
}

impl InnerProof {
    /// The inner branch's own facts (its premise and what follows), without
    /// the outer facts it uses.
    pub fn own_branch(&self) -> Branch {
        Branch {
            premise: self.inner.premise,
            implications: self
                .inner
                .implications
                .iter()
                .filter(|i| i.rule != Rule::Given)
                .cloned()
                .collect(),
        }
    }

    /// The outer facts the inner branch uses (its givens).
    pub fn givens(&self) -> impl Iterator<Item = Fact> + '_ {
        self.inner
            .implications
            .iter()
            .filter(|i| i.rule == Rule::Given)
            .map(|i| i.fact)
    }
}

impl InnerProof {
    /// The inner branch as the catalogues read it.
    pub fn says(&self) -> InnerSays {
        InnerSays {
            proves: says::fact(&self.inner.premise.negated()),
            own: says::branch(&self.own_branch()),
            clash: says::clash(&self.contradiction.clash),
            givens: self.givens().map(|f| says::fact(&f)).collect(),
        }
    }
}

/// The true facts fact `i` of `facts` rests on: its parents, and for a
/// false parent that parent's, until a true fact (the premise is one).
fn true_sources(facts: &[super::Implication], i: usize) -> Vec<usize> {
    let mut seen = vec![false; facts.len()];
    let mut stack: Vec<usize> = facts[i].parents.clone();
    let mut found = Vec::new();
    while let Some(p) = stack.pop() {
        if p >= facts.len() || std::mem::replace(&mut seen[p], true) {
            continue;
        }
        if facts[p].fact.truth {
            found.push(p);
        } else {
            stack.extend(&facts[p].parents);
        }
    }
    found.sort_unstable();
    found
}

/// The nested net's own step as a strategy id.
pub const CONTRADICTION_ID: &str = NESTED_FORCING_NET_CONTRADICTION.id;
/// The same with inner chains (the lower level).
pub const CHAINS_CONTRADICTION_ID: &str = NESTED_FORCING_CHAIN_CONTRADICTION.id;

impl Pattern for NestedForcing {
    fn strategy(&self) -> &'static str {
        if self.inner_chains {
            CHAINS_CONTRADICTION_ID
        } else {
            CONTRADICTION_ID
        }
    }

    /// The outer branch, condensed so that a person can follow it: every
    /// fact is marked as a forcing net marks it (a fact an inner branch
    /// proved in the fin's colour), but arrows join true facts only, one
    /// into each: from the latest true fact it rests on (through the false
    /// ones between them), a tree from the premise; and one into each false
    /// fact of the contradiction. A forcing net's arrow for every reason
    /// covered the board (144 arrows on docs' example); the text gives every
    /// reason, and each inner branch can be drawn on its own
    /// ([`NestedForcing::inner_forcing`]).
    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = self.forcing.highlights(board);
        h.0.retain(|x| !matches!(x, Highlight::Link { .. }));
        for b in &self.forcing.branches {
            let facts = &b.implications;
            for (i, imp) in facts.iter().enumerate() {
                if imp.rule == Rule::Nested {
                    h.candidate(imp.fact.cell, imp.fact.digit, Role::Fin);
                }
                if i > 0 && imp.fact.truth {
                    if let Some(&a) = true_sources(facts, i).last() {
                        h.link(facts[a].fact.candidate(), imp.fact.candidate(), true);
                    }
                }
            }
            // The false facts that clash (true ones are linked above).
            for &i in self.forcing.contradiction.iter().flat_map(|c| &c.parents) {
                let Some(end) = facts.get(i).filter(|f| !f.fact.truth) else {
                    continue;
                };
                if let Some(&a) = true_sources(facts, i).last() {
                    h.link(facts[a].fact.candidate(), end.fact.candidate(), false);
                }
            }
        }
        h.name(Mark::Candidate(Role::Fin), Label::ProvedByAnInnerBranch)
            .name(
                Mark::Link { strong: true },
                Label::WithEarlierFactsMakes(true),
            )
            .name(
                Mark::Link { strong: false },
                Label::WithEarlierFactsMakes(false),
            );
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Chains(ChainSays::NestedForcing {
            forcing: says::forcing(&self.forcing),
            inner_chains: self.inner_chains,
            inner: self.inner.iter().map(InnerProof::says).collect(),
        }))
    }
}
