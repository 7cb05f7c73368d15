//! What a strategy *is*, declared once: its id, name, family, HoDoKu score
//! and level, Sudoku Explainer rating rule, and whether the default solver
//! uses it (and if not, why).
//!
//! Every teaching file states its strategy's facts as a [`Decl`] constant
//! beside its lesson, for example the X-Wing's:
//!
//! ```
//! use sudoku_explorer::strategies::decl::{Decl, Family, Level, Se};
//! const X_WING: Decl = Decl::new("x-wing", "X-Wing", "X-Wing", Family::Fish, 140, Level::Hard, Se::Fixed(32));
//! assert_eq!(X_WING.left_out, None); // the default solver uses it
//! ```
//!
//! The registry, the ratings (SE and HoDoKu), the default solver's choice
//! and the command line read the declaration; a pattern names its strategy
//! by the declaration's `id`. Nothing else spells a strategy's facts, so a
//! new strategy cannot be left without a rating: the fields are not optional.
//!
//! This module sits below the strategies: it imports none of them.

use serde::Serialize;
use std::fmt;

/// A strategy's facts (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decl {
    /// Stable kebab-case id, e.g. `naked-pair`: the name commands take and
    /// JSON writes.
    pub id: &'static str,
    /// English display name, e.g. `Naked Pair`.
    pub name: &'static str,
    /// Japanese display name, e.g. `ネイキッドペア`: the katakana forms
    /// Japanese solving sites and books write, the English letters kept
    /// where that is what people write (X-Wing, XYウィング, ALS-XZ); fish
    /// variants put their prefixes first (フィン付きソードフィッシュ). A
    /// field, so a strategy without a Japanese name does not compile.
    pub name_ja: &'static str,
    /// The folder under `src/strategies/`.
    pub family: Family,
    /// HoDoKu 2.2's default score of the step (higher is harder): the
    /// solvers try strategies in this order. Strategies HoDoKu does not have
    /// get the score of the technique they resemble (their doc says which).
    pub difficulty: u32,
    /// HoDoKu 2.2's level of the technique.
    pub level: Level,
    /// How Sudoku Explainer rates a step of it.
    pub se: Se,
    /// Why the default solvers leave it out, or `None` when they use it.
    pub left_out: Option<LeftOut>,
}

impl Decl {
    /// A strategy the default solvers use.
    pub const fn new(
        id: &'static str,
        name: &'static str,
        name_ja: &'static str,
        family: Family,
        difficulty: u32,
        level: Level,
        se: Se,
    ) -> Decl {
        Decl {
            id,
            name,
            name_ja,
            family,
            difficulty,
            level,
            se,
            left_out: None,
        }
    }

    /// The same strategy, left out of the default solvers for `why`.
    pub const fn left_out(self, why: LeftOut) -> Decl {
        Decl {
            left_out: Some(why),
            ..self
        }
    }

    /// Whether the default solvers leave it out because it can never fire
    /// there (it joins two earlier steps, or is one).
    pub fn never_fires_by_default(&self) -> bool {
        matches!(
            self.left_out,
            Some(LeftOut::JoinsTwoSteps | LeftOut::Subsumed)
        )
    }
}

/// The families of strategies: one folder each under `src/strategies/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    Singles,
    Intersections,
    Subsets,
    Fish,
    SingleDigit,
    Coloring,
    Wings,
    Uniqueness,
    Chains,
    Als,
    Forcing,
    LastResort,
}

impl Family {
    /// Every family, in the order the strategies' folders are introduced.
    pub const ALL: [Family; 12] = [
        Family::Singles,
        Family::Intersections,
        Family::Subsets,
        Family::Fish,
        Family::SingleDigit,
        Family::Coloring,
        Family::Wings,
        Family::Uniqueness,
        Family::Chains,
        Family::Als,
        Family::Forcing,
        Family::LastResort,
    ];

    /// The family's id, as `strategies` prints it: `single-digit`.
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Singles => "singles",
            Family::Intersections => "intersections",
            Family::Subsets => "subsets",
            Family::Fish => "fish",
            Family::SingleDigit => "single-digit",
            Family::Coloring => "coloring",
            Family::Wings => "wings",
            Family::Uniqueness => "uniqueness",
            Family::Chains => "chains",
            Family::Als => "als",
            Family::Forcing => "forcing",
            Family::LastResort => "last-resort",
        }
    }
}

/// `family == "chains"`: a family compares equal to its id.
impl PartialEq<&str> for Family {
    fn eq(&self, id: &&str) -> bool {
        self.as_str() == *id
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A tier of the curriculum, the order a person learns the techniques in
/// (tier names as SudokuWiki's solver groups its strategies; the cut points
/// are this project's, by SE rating: see [`crate::coach::curriculum()`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tier {
    Basic,
    Tough,
    Diabolical,
    Extreme,
}

impl Tier {
    /// Every tier, easiest first.
    pub const ALL: [Tier; 4] = [Tier::Basic, Tier::Tough, Tier::Diabolical, Tier::Extreme];
}

/// A HoDoKu difficulty level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Unfair,
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    /// The level's name: `easy`, `medium`, `hard`, `unfair`, `extreme`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Unfair => "unfair",
            Level::Extreme => "extreme",
        }
    }

    /// The highest score a puzzle of this level may have (HoDoKu 2.2).
    pub fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// The level above (extreme stays extreme).
    pub fn next(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Unfair,
            _ => Level::Extreme,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// How Sudoku Explainer rates a step, in tenths (32 is 3.2). Where the
/// rating depends on the pattern (a chain's length, a fish's fins), the
/// rule names the computation that `rating::se` makes from the step's
/// pattern; `docs/rating.md` derives each number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Se {
    /// Not logic: not rated (brute force).
    NotRated,
    /// Every step the same.
    Fixed(u16),
    /// 1.2 in a box, 1.5 in a row or column.
    HiddenSingle,
    /// Skyscraper 4.0, 2-String Kite 4.1, other turbot fish 4.2, by the
    /// chain's shape.
    TurbotShape,
    /// 4.5, plus 0.1 per digit of the subset beyond the first.
    UniqueRectangle3,
    /// A unique loop: 4.5, plus 0.1 for six cells, 0.2 for eight, 0.5 for
    /// ten or more; type 3 also 0.1 per digit of its subset beyond the first.
    UniqueLoop,
    /// SE's WXYZ- and VWXYZ-Wing where the wing has SE's shape, else a
    /// chain through its cells.
    Wing,
    /// A strong-link chain with a group node (the fins).
    FinnedFish,
    /// The shortest single-digit chain through the cluster.
    SimpleColors,
    /// Aligned pair exclusion (6.2) on two cells, triple (7.5) on three.
    SueDeCoq,
    /// SE's multiple forcing chains, by the equivalent chain's length.
    Als,
    /// A chain with links of both kinds of this many candidates: 7.0 plus
    /// the length rule (a W-Wing is such a chain of six).
    BothLinksChain(u8),
    /// Chains and loops: by their links and length.
    Chain,
    /// Forcing chains and nets: by their kind and length.
    Forcing,
    /// Nishio: 7.5 plus the length rule.
    Nishio,
    /// Nested forcing: 9.5 and up.
    Nested,
    /// Kraken fish: the fish as a rule inside a dynamic chain.
    Kraken,
}

/// Why the default solvers leave a strategy out. The figures are measured
/// (`docs/strategies.md`, "Left out of the default solver", says how);
/// each catalogue says the reason in its own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeftOut {
    /// Not logic: only `Solver::complete()` (explain) ends with it.
    NotLogic,
    /// Every step joins two steps of a strategy tried before it (same
    /// difficulty, earlier in the registry): it never fires.
    JoinsTwoSteps,
    /// Every productive instance is an instance of a strategy tried before
    /// it that removes at least as much: it never fires.
    Subsumed,
    /// HoDoKu's last resort, after the forcing nets: on top1465 it never
    /// gets a turn.
    NeverGetsATurn,
    /// Too slow for what it adds, on magictour's top1465.
    Slow(Cost),
    /// Sudoku Explainer's own technique (the aligned exclusions, 6.2 and
    /// 7.5), and slow (on top1465).
    SlowExplainers(Cost),
    /// Slow (on top1465), and taking the place of a share (percent) of the
    /// forcing steps.
    SlowInsteadOfForcing { times: Times, percent: u16 },
    /// Slow on the forum's 1000 hardest (SE 11+), and rates some of them
    /// below 11.
    SlowOnHardest { times: Times, rated_below_11: u16 },
}

/// What a group of strategies costs the default solver on top1465: `times`
/// its time, for `steps` steps in `puzzles` of its 1465 puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    pub times: Times,
    pub steps: u32,
    pub puzzles: u32,
}

/// A time ratio in tenths: `Times(26)` is 2.6x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Times(pub u16);

impl fmt::Display for Times {
    /// `2.6`, or `11` for a whole number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, tenth) = (self.0 / 10, self.0 % 10);
        if tenth == 0 {
            write!(f, "{whole}")
        } else {
            write!(f, "{whole}.{tenth}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_as_measured() {
        assert_eq!(Times(26).to_string(), "2.6");
        assert_eq!(Times(110).to_string(), "11");
        assert_eq!(Times(14).to_string(), "1.4");
    }

    #[test]
    fn left_out_and_never_fires() {
        const D: Decl = Decl::new("d", "D", "D", Family::Wings, 1, Level::Hard, Se::Fixed(10));
        assert_eq!(D.left_out, None);
        assert!(!D.never_fires_by_default());
        assert!(D.left_out(LeftOut::Subsumed).never_fires_by_default());
        assert!(!D.left_out(LeftOut::NotLogic).never_fires_by_default());
        assert_eq!(Family::SingleDigit.to_string(), "single-digit");
        assert!(Family::LastResort == "last-resort" && Family::Chains != "chain");
        for f in Family::ALL {
            assert_eq!(serde_json::to_value(f).unwrap(), f.as_str());
        }
        assert_eq!(format!("{:<8}|", Level::Hard), "hard    |");
    }
}
