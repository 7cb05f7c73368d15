//! Coaching: help that does not give the answer away. A hint comes in four
//! levels, each telling a little more of the walkthrough's next step:
//!
//! 1. *what*: the technique to look for;
//! 2. *where*: also its digits and the houses to look at (no cell);
//! 3. *the pattern*: its cells and candidates, drawn, without what it
//!    removes;
//! 4. the whole step, as `explain` gives it.
//!
//! Every level is built from the step's data (its strategy, pattern and
//! highlight roles), so every strategy has all four without words of its
//! own; the catalogues say them in each language.
//!
//! [`check()`] checks the learner's own position against the solution
//! (wrong digits, deleted solution candidates, emptied cells) without
//! showing it, and [`grade()`] grades an exercise's answer: right when some
//! instance of the strategy does exactly that, whichever one; partly
//! right; or wrong, each candidate with its reason.

pub mod answer;
pub mod check;
pub mod curriculum;
pub mod hint;
pub mod practice;
#[cfg(test)]
mod tests;
pub mod why;

pub use answer::{grade, Answer, Grade};
pub use check::{check, check_against, Check};
pub use curriculum::{curriculum, curriculum_solver, in_curriculum_order, lesson, Lesson};
pub use hint::{hint, hint_knowing, known_techniques, Hint, Level};
pub use practice::{practice, practice_html};
pub use why::{alternatives, why, why_with, Alternative, Claim, Verdict};
