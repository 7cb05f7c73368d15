// A teaching file to copy: see docs/adding-a-strategy.md (worked example:
// src/strategies/wings/wxyz_wing_3222.rs). Copy it to
// src/strategies/FAMILY/STRATEGY.rs, rename Foo / foo / "foo", and fill in
// each numbered section; delete these // lines. The placeholder pattern ("a
// bivalue cell", which proves nothing) is only there so that this file
// compiles: it is built and tested with the wings tests
// (`#[path = "../../../docs/strategy-template.rs"] mod template;` in
// src/strategies/wings/mod.rs), so the template cannot fall behind the code.

// ---- 1. The lesson: the module doc ---------------------------------------
// Plain words: what the pattern is, why what it removes is safe, a small
// ASCII board, the source of the rule, and what is in the file.

//! # Foo: a bivalue cell (a placeholder pattern)
//!
//! A cell with exactly two candidates, X and Y, holds one of them. That is
//! all: on its own a bivalue cell removes nothing, which is why it makes a
//! good placeholder.
//!
//! ```text
//!   . . . | . . . | . . .
//!   . f . | . . . | . . .     f: {X,Y}, one of the two
//!   . . . | . . . | . . .
//! ```
//!
//! Source: (where the rule comes from: a study, a site, a book; the code and
//! wording are this project's own).
//!
//! ## What is in this file
//!
//! [`Foo`], the predicate [`is_foo`], the plain finder [`find_foos`] (every
//! instance, also those that remove nothing), [`foo_eliminations`], how an
//! instance is drawn and explained, the `strategy!` line, and the tests.

use crate::grid::{Board, Candidate, Cell, DigitSet};
use crate::lang::says::{OwnWords, Says, Words};
use crate::step::{Highlights, Pattern, Role};
use crate::strategies::common::strategy;
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

// ---- 2. The declaration: the strategy's facts, stated once ----------------
// id (kebab-case, what commands take), English name, Japanese name (katakana
// as Japanese sites write it; X-Wing-style letters where that is usual),
// family (the folder), HoDoKu score (the solver's order) and level, the
// Sudoku Explainer rule, and `.left_out(LeftOut::...)` when the default
// solvers should not use it. The registry, ratings, curriculum, solver and
// CLI read it; nothing else spells the id. The SE rule: `Se::Fixed(tenths)`
// unless your pattern is one a rule reads (`Se::Chain` reads a
// `chains::Chain` and rates anything else 8.0: see `rule_fits_pattern` in
// src/rating/se.rs). It also places the strategy in the curriculum (SE below
// 3.2 basic, to 4.6 tough, to 6.4 diabolical, then extreme).

/// Foo's declaration: id, family, HoDoKu score and level, SE rule.
pub const FOO: Decl = Decl::new(
    "foo",
    "Foo",
    "フー（見本）",
    Family::Wings,
    200,
    Level::Hard,
    Se::Fixed(56),
);

// ---- 3. The pattern type ----------------------------------------------------
// The pattern as data: cells, digits, houses, with the names the lesson uses.
// Serialize: it goes into the step's JSON.

/// One Foo: a cell and its two candidates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Foo {
    pub cell: Cell,
    pub digits: DigitSet,
}

// ---- 4. The predicate is_* --------------------------------------------------
// "Do these cells (digits, houses) form the pattern?" Check every input
// (cells off a small board, repeated cells): it must answer None, never
// panic. A `Cell` is always on the 9x9 grid (its constructors check).

/// Is `cell` a Foo (an empty cell with exactly two candidates)?
pub fn is_foo(board: &Board, cell: Cell) -> Option<Foo> {
    if !board.geometry().contains(cell) {
        return None;
    }
    let digits = board.candidates(cell);
    (digits.len() == 2).then_some(Foo { cell, digits })
}

// ---- 5. The plain finder find_* ---------------------------------------------
// Simple loops a learner can follow, asking the predicate. Every instance,
// also those that remove nothing, in a fixed order (say which). If it cannot
// list every instance, say "productive instances" or "up to N" here and give
// the strategy! line a `listing = ...`.

/// Every Foo on the board, in reading order, also those that remove nothing.
pub fn find_foos(board: &Board) -> Vec<Foo> {
    let mut found = Vec::new();
    for cell in board.empty_cells().iter() {
        if let Some(foo) = is_foo(board, cell) {
            found.push(foo);
        }
    }
    found
}

// ---- 6. What it proves: *_eliminations (or *_placements) --------------------
// Only candidates still on the board; the step adds them to the highlights.

/// A lone bivalue cell proves nothing.
pub fn foo_eliminations(_board: &Board, _foo: &Foo) -> Vec<Candidate> {
    Vec::new()
}

// ---- 7. How it is drawn and said: impl Pattern, impl OwnWords --------------
// strategy(): the declaration's id. highlights(): roles, not colours (Pattern,
// ColorA, House, links...). says(): `Says::Own(Words::of(self.clone()))`, and
// the words themselves in `impl OwnWords`: one method per language, so a
// language left out does not compile. English starts with the strategy's
// name ("Foo: ..."), Japanese does not (its catalogue writes the name and
// "："). Cells as r1c1 (the reader's notation rewrites them); crate::text
// and crate::text::ja write lists of cells, digits and houses. The step
// appends the conclusion: ", so r1c2<>4" (or "this removes nothing here").

impl Pattern for Foo {
    fn strategy(&self) -> &'static str {
        FOO.id
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        h.cell(self.cell, Role::Pattern);
        h.candidates(board, self.cell, self.digits, Role::Pattern);
        h
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Own(Words::of(self.clone())))
    }
}

impl OwnWords for Foo {
    fn en(&self) -> String {
        format!(
            "Foo: {} holds only {{{}}}, so it is one of the two",
            self.cell, self.digits
        )
    }

    fn ja(&self) -> String {
        format!(
            "{}の候補は{{{}}}だけなので、そのどちらかが入る",
            self.cell, self.digits
        )
    }
}

// ---- 8. The strategy! line --------------------------------------------------
// Ties find_* to what an instance proves (`eliminates` or `places`). The
// registry entry names this type.

strategy!(
    /// Foo (a placeholder).
    Foos: Foo = find_foos, eliminates foo_eliminations
);

// ---- 9. Tests, on boards with a stated provenance -------------------------
// At least: a real position (say where it comes from) with the exact
// instances and what they remove; the predicate's "no" cases; every instance
// found is accepted by the predicate; small (4x4, 6x6) and empty boards do
// not panic. A fast path beside the file needs a test that it returns what
// find_* returns (see the module doc of src/strategies/accel.rs).

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Explain;
    use crate::test_util::{self, after_singles, cell};

    // Sudoku Exchange bank, sx_medium puzzle 10, after all singles (the XY-Wing
    // board of src/strategies/wings/wing.rs).
    const SX_MEDIUM_10: &str =
        "1....957.798.4....6....2....12.....8.........5.....32....3....5....7.416.612....3";

    #[test]
    fn finds_the_bivalue_cells_and_removes_nothing() {
        let b = after_singles(SX_MEDIUM_10);
        let found = find_foos(&b);
        assert!(found.iter().any(|f| f.cell == cell("r2c7")));
        for f in &found {
            assert_eq!(is_foo(&b, f.cell).as_ref(), Some(f));
        }
        assert!(test_util::productive::<Foos>(&b).is_empty());
        let r2c7 = is_foo(&b, cell("r2c7")).unwrap();
        assert_eq!(
            r2c7.explain(),
            "Foo: r2c7 holds only {16}, so it is one of the two"
        );
        // In Japanese: the name, "：", its own words, the conclusion.
        let step = crate::step::Step::new(&b, r2c7, vec![], vec![]);
        assert_eq!(
            step.explain(crate::lang::Lang::Ja),
            "フー（見本）：r2c7の候補は{16}だけなので、そのどちらかが入る（ここでは何も削除されない）。"
        );
    }

    #[test]
    fn says_no_without_panicking() {
        let b = after_singles(SX_MEDIUM_10);
        assert!(is_foo(&b, cell("r1c1")).is_none()); // a given
        let mini = Board::empty(4).unwrap();
        assert!(is_foo(&mini, cell("r9c9")).is_none()); // off the board
        assert!(find_foos(&mini).is_empty());
    }
}

// ---- 10. After the file (see docs/adding-a-strategy.md) ---------------------
// * the family's mod.rs: `pub mod foo;`, `pub use foo::{...};`, a bullet in
//   its module doc;
// * src/strategies/registry.rs: `entry!(family::foo::FOO, family::Foos;),`
//   at its difficulty (ties: earlier entries go first);
// * check the walkthroughs: `explain --json` md5 against the old binary;
// * the oracle picks the strategy up by itself; map a HoDoKu technique code
//   in tests/reglib.rs if there is one;
// * the picture: docs/make-pictures.sh, docs/strategies.md.
