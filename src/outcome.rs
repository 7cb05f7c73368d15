//! How things ended, as data: a walkthrough's [`Status`] and why the
//! generator can never make a puzzle that needs a strategy
//! ([`NeverNeeded`]). They sit below the solver, the generator and the
//! catalogues, so each catalogue reads them without importing either.

use crate::strategies::decl::LeftOut;
use serde::Serialize;

/// How a walkthrough ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every cell filled, every step logical.
    Solved,
    /// Every cell filled, but at least one step was a `brute-force` look-up:
    /// logic alone (with the chosen strategies) did not get there.
    SolvedWithBruteForce,
    /// The chosen strategies ran out; the puzzle has exactly one solution.
    Stuck,
    /// The position has no solution: the givens clash, a cell lost its last
    /// candidate, a house lost the last place for a digit, or the exact
    /// solver finds no solution where the strategies stopped.
    Contradiction,
    /// The puzzle has more than one solution (`found`: how many the exact
    /// search found before it stopped counting, so "at least `found`"). The
    /// steps shown hold in every solution: strategies that assume one
    /// solution are not used on such a puzzle.
    MultipleSolutions { found: usize },
    /// A custom strategy failed (its finder panicked or named what the
    /// board does not have) or proved unsound: the walkthrough's
    /// `failure` says which and where.
    CustomFailed,
}

impl Status {
    /// The status's stable name: `solved`, `solved-with-brute-force`,
    /// `stuck`, `contradiction`, `multiple-solutions`.
    pub fn name(&self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::SolvedWithBruteForce => "solved-with-brute-force",
            Status::Stuck => "stuck",
            Status::Contradiction => "contradiction",
            Status::MultipleSolutions { .. } => "multiple-solutions",
            Status::CustomFailed => "custom-failed",
        }
    }

    /// Every cell filled (by logic, or with brute force).
    pub fn is_solved(&self) -> bool {
        matches!(self, Status::Solved | Status::SolvedWithBruteForce)
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Status {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Why no puzzle of a size can need a strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NeverNeeded {
    /// Brute force is no logic: the default solver never uses it.
    BruteForce,
    /// Every instance is two steps of a strategy tried before it.
    JoinsTwoSteps,
    /// Every instance is one of a strategy tried before it.
    Subsumed,
    /// The default solver leaves it out for this reason.
    LeftOut(LeftOut),
    /// Every 4x4 puzzle is solved by full houses and naked singles.
    SinglesSolve4x4,
    /// On 6x6 a quad (or a fish of four lines) leaves an easier complement.
    QuadsOn6x6,
}
