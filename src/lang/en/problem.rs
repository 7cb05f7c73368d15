//! Error messages in English: one arm per [`Problem`], [`Wanted`] and
//! [`Found`].

use crate::grid::BoardError;
use crate::lang::problem::{ColonPlace, Found, IoProblem, Problem, Unit, Wanted};
use crate::lang::Catalogue as _;

/// The English of an error.
pub fn problem(p: &Problem) -> String {
    use crate::outcome::NeverNeeded as N;
    use Problem as P;
    match p {
        P::At {
            line,
            column: 0,
            problem: inner,
        } => format!("line {line}: {}", problem(inner)),
        P::At {
            line,
            column,
            problem: inner,
        } => format!("line {line}, column {column}: {}", problem(inner)),
        P::In {
            file,
            problem: inner,
        } => format!("{file}: {}", problem(inner)),
        P::Expected {
            wanted: w,
            found: f,
        } => {
            format!("expected {}, found {}", wanted(w), found(f))
        }
        P::Missing(w) => format!("expected {}", wanted(w)),
        P::GridRows {
            size,
            found,
            narrow,
        } => {
            let hint = match narrow {
                Some((widest, small)) => format!(
                    " of at most {widest} cells: if these are {small}x{small} grids one under \
                     another, separate them with a blank line"
                ),
                None => String::new(),
            };
            format!("expected {size} rows for a {size}x{size} grid, found {found}{hint}")
        }
        P::TenthRow { lines, from } => format!(
            "a 10th row: a grid has at most 9 rows, and this block has {lines} lines from line \
             {from} (separate grids with a blank line, a line of '-' or a '#' comment)"
        ),
        P::UnreadableLine => "unreadable line".into(),
        P::CannotTellFormat(f) => format!(
            "cannot tell the format: expected a puzzle (digits and blanks, ':' for a library \
             line, 'data' for comma rows, '|' for a boxed grid), found {}",
            found(f)
        ),
        P::Board(e) => board_error(e),
        P::Io(e) => io(e),
        P::NoPuzzleRead => "no puzzle could be read".into(),
        P::NoSolution => "the puzzle has no solution".into(),
        P::NoSolutionAsRead { digits } => {
            let list: Vec<String> = digits.iter().map(|c| c.placement()).collect();
            let first = digits.first().map_or(0, |c| c.digit);
            format!(
                "the puzzle has no solution as read, and one solution once {}{} is not read as \
                 a given. A cell still open with one candidate left is written in brackets, \
                 ({first}); a digit you placed is marked +{first} (or give the original puzzle with \
                 --puzzle)",
                if list.len() == 1 { "" } else { "any one of " },
                crate::text::join_and(&list)
            )
        }
        P::MoreThanOneSolution { found } => {
            format!("the puzzle has more than one solution (at least {found} found)")
        }
        P::NothingToHint => "the grid is already solved: there is no next step to hint".into(),
        P::NothingKnownApplies { next, tier } => format!(
            "none of the techniques you know makes progress here: the next step needs {} \
             (a {} technique), the one to learn next",
            crate::strategies::by_id(next).map_or(*next, |s| s.decl.name),
            super::English.tier(*tier)
        ),
        P::DirectTechnique { id, base } => format!(
            "'{id}' is Sudoku Explainer's name for a {} taken only for the single it leaves at \
             once, a step a rating may name (SE rates it lower); it is no strategy of its own: \
             use {base}",
            crate::strategies::by_id(base).map_or(*base, |s| s.decl.name)
        ),
        P::UnknownKnown { word, nearest } => {
            let word = crate::lang::printable(word);
            let also = if nearest.is_empty() {
                String::new()
            } else {
                format!(" (did you mean {}?)", nearest.join(", "))
            };
            format!(
                "--known: '{word}' is neither a tier (basic, tough, diabolical, extreme) nor a \
                 strategy{also}"
            )
        }
        P::AlreadySolved => "the grid is already solved: there is no step to rate".into(),
        P::NotExactlyOneSolution => "the puzzle does not have exactly one solution".into(),
        P::UnknownStrategy { id, nearest } if nearest.is_empty() => {
            let id = crate::lang::printable(id);
            format!("unknown strategy '{id}' (`sudoku-explorer strategies` lists every id)")
        }
        P::UnknownStrategy { id, nearest } => {
            let id = crate::lang::printable(id);
            format!("unknown strategy '{id}'; did you mean {}?", nearest.join(", "))
        }
        P::NoHintLevel { level } => format!(
            "there is no hint level {level}: levels go from 1 (what to look for) to 4 (the whole \
             step)"
        ),
        P::NoPuzzleNumber { k, count } => {
            format!("there is no puzzle {k} (the file has {count})")
        }
        P::NeverNeeded { id, size, why } => {
            let name = crate::lang::strategy_name(id, crate::lang::Lang::En).unwrap_or(id);
            let why = match why {
                N::BruteForce => "brute-force is the last resort, not logic: the default solver \
                                  never uses it (explain shows it only where every logical \
                                  strategy is stuck)"
                    .to_string(),
                N::JoinsTwoSteps => format!(
                    "every {name} is two steps of a strategy of the same difficulty tried \
                     before it, so the default solver never uses it"
                ),
                N::Subsumed => format!(
                    "every {name} is also a step of a strategy of the same difficulty tried \
                     before it that removes at least as much, so the default solver never uses it"
                ),
                N::LeftOut(reason) => format!(
                    "the default solver leaves {name} out for now ({}), so explain never uses it",
                    crate::lang::Lang::En.catalogue().left_out(*reason)
                ),
                N::SinglesSolve4x4 => "every 4x4 puzzle with one solution is solved by full \
                                       houses and naked singles alone (checked on all \
                                       13,579,680 of them)"
                    .to_string(),
                N::QuadsOn6x6 => "a 6x6 house has six cells, so a quad leaves its complement \
                                  in the other two: a naked quad a hidden pair, a hidden quad a \
                                  naked pair, a Jellyfish an X-Wing on the other two lines, \
                                  each easier and tried first (and fish of four lines are not \
                                  searched on 6x6)"
                    .to_string(),
            };
            format!("no {size}x{size} puzzle can need {id}: {why}")
        }
        P::NoPuzzleInTime {
            id,
            size,
            candidates,
            millis,
            misses: [easy, hard, no_room, not_minimal],
            minimal,
            curriculum,
            hardest_only,
            banked,
        } => {
            let mut ways = vec!["allow more time (--max-seconds)"];
            if *banked {
                ways.insert(
                    0,
                    "leave out --fresh (walks near the bank of puzzles for this technique \
                     find one at once)",
                );
            }
            if *minimal {
                ways.push("accept puzzles that are not minimal (--not-minimal)");
            }
            if *curriculum {
                ways.push(
                    "let other techniques' steps rate above it (--solver-order: the solver's \
                     order alone decides what is harder)",
                );
            }
            let ways = match ways.split_last() {
                Some((last, [])) => last.to_string(),
                Some((last, [one])) => format!("{one} or {last}"),
                Some((last, rest)) => format!("{}, or {last}", rest.join(", ")),
                None => String::new(),
            };
            format!(
                "no {size}x{size} puzzle needing {id} and nothing harder found in {:.1} s: \
                 {candidates} candidate{} tried ({easy} too easy, {hard} needing something \
                 harder, {}{not_minimal} not minimal); {}{ways}",
                *millis as f64 / 1000.0,
                if *candidates == 1 { "" } else { "s" },
                if *no_room > 0 {
                    format!("{no_room} left no room for it midway, ")
                } else {
                    String::new()
                },
                if *hardest_only {
                    "only the hardest puzzles known need it (in the collections this project \
                     is tested on, only ones Sudoku Explainer rates 11 or more), and only some \
                     of the grids dug around a planted tridagon are that hard; "
                } else {
                    ""
                },
            )
        }
        P::CustomName => "a custom strategy needs a name with a letter or digit".into(),
        P::NameTaken { id } => {
            format!("{id} is a registered strategy's id: give your strategy another name")
        }
        P::CustomPanicked { id, message, .. } => {
            format!("{id}: its finder panicked here ({message}); the walkthrough stops")
        }
        P::CustomNotACandidate { id, candidate, .. } => format!(
            "{id}: {} is not a candidate of {} here; the walkthrough stops",
            candidate.digit, candidate.cell
        ),
        P::CustomFilledCell { id, candidate, .. } => format!(
            "{id}: places {} in {}, which is filled; the walkthrough stops",
            candidate.digit, candidate.cell
        ),
        P::CustomRemovesSolution { id, candidate, .. } => format!(
            "{id} IS UNSOUND: its step removes {candidate}, the solution's digit; the step \
             is not applied and the walkthrough stops"
        ),
        P::CustomPlacesWrong { id, candidate, .. } => format!(
            "{id} IS UNSOUND: its step places {candidate:#}, not the solution's digit; the \
             step is not applied and the walkthrough stops"
        ),
        P::WorksheetCount { count, most } => {
            format!("a worksheet takes 1 to {most} puzzles (--count), not {count}")
        }
        P::NoSuchDigit { digit, size } => {
            format!("digit {digit} is not on a {size}x{size} board (its digits are 1 to {size})")
        }
        P::NoStep { n, steps } => {
            let has = match steps {
                0 => "no steps".to_string(),
                1 => "1 step (step 1)".to_string(),
                k => format!("{k} steps (1 to {k})"),
            };
            format!("step {n} does not exist; the walkthrough has {has}")
        }
        P::AssumesUnique { id } => format!(
            "{id} assumes the puzzle has exactly one solution, and no puzzle chosen has \
             (--assume-unique shows it anyway)"
        ),
        P::AssumesUniqueHere { id } => format!(
            "{id} assumes the puzzle has exactly one solution, and this one has none or several: \
             no instances listed (--assume-unique lists them anyway)"
        ),
        P::NoInstance { id } => format!(
            "no instance of {id} removes or places anything on the boards of the walkthrough(s)"
        ),
        P::OutputIsAnInput => {
            "this is also an input of the command: writing it would destroy what is read \
             (give the output another name)"
                .into()
        }
        P::StdoutClosed => {
            "standard output is closed (`>&-`): nothing written there could be read \
             (send it to a file, or to /dev/null to drop it)"
                .into()
        }
        P::NotAFolder => "not a folder (--html needs a folder for the pages)".into(),
        P::IsAFolder => "a folder: give the name of a file to write".into(),
        P::UnsupportedSize(n) => format!("unsupported size {n}: sizes are 4, 6 and 9"),
        P::NoPuzzleFiles { dir } => {
            format!("no puzzle files given and none found in {dir}")
        }
        P::PuzzleSize { puzzle, position } => format!(
            "the puzzle is {puzzle}x{puzzle} but the position is {position}x{position}"
        ),
        P::GivenChanged { cell, given, found } => match found {
            Some(d) => format!("{cell}: the puzzle gives {given} there, the position holds {d}"),
            None => format!("{cell}: the puzzle gives {given} there, the position has no digit"),
        },
        P::PuzzleCount { puzzles, positions } => format!(
            "--puzzle holds {puzzles} puzzles for {positions} positions: give one puzzle, or one per position"
        ),
        P::Mistake(c) => format!(
            "first a mistake to mend: {}",
            crate::lang::Lang::En.catalogue().coaching(c)
        ),
        P::Usage(u) => usage(u),
        P::Other(text) => text.clone(),
    }
}

fn usage(u: &crate::lang::Usage) -> String {
    use crate::lang::{Takes, Usage as U};
    let nearest = |s: &Option<String>| {
        s.as_ref()
            .map_or(String::new(), |s| format!("; did you mean {s}?"))
    };
    match u {
        U::UnknownOption { arg, suggestion } => {
            format!("this command has no option {arg}{}", nearest(suggestion))
        }
        U::UnknownCommand { name, suggestion } => {
            format!("there is no command '{name}'{}", nearest(suggestion))
        }
        U::Unexpected { value } => format!("'{value}' is one argument too many"),
        U::BadValue { arg, value, takes } => {
            let takes = match takes {
                Takes::OneOf(words) => format!("one of {}", words.join(", ")),
                Takes::Whole { from, to: Some(to) } => {
                    format!("a whole number from {from} to {to}")
                }
                Takes::Whole { from, to: None } => format!("a whole number of at least {from}"),
                Takes::Seconds { to } => format!("seconds from 0 to {to}"),
                Takes::Move => "a move such as r3c4<>5 (5 goes from r3c4) or r3c4=5".to_string(),
                Takes::Unknown => "what its help says".to_string(),
            };
            format!("{arg} does not take '{value}': it takes {takes}")
        }
        U::Missing { args } => format!("the command needs {}", args.join(" and ")),
        U::Conflict { arg, other } => format!("{arg} cannot be used with {other}"),
        U::Other(text) => text.clone(),
    }
}

fn wanted(w: &Wanted) -> String {
    use Wanted as W;
    match w {
        W::GridCell => "a digit 1-9 or a blank (' ', '.', '0')".into(),
        W::BoxedCell => "a digit 1-9, a blank ('.', '0', '_', 'x') or '|'".into(),
        W::CandidatesOrBar => "candidate digits 1-9 or '|'".into(),
        W::CandidatesSpaceOrBar => "candidate digits 1-9, whitespace or '|'".into(),
        W::Candidates => "candidate digits 1-9".into(),
        W::OneDigitAfterPlus => "one digit after '+' (a placed digit)".into(),
        W::CloseParen(digits) => format!("')' to close '({digits}'"),
        W::Digit0To9 => "a digit 0-9".into(),
        W::CommaOrEnd => "',' or the end of the line".into(),
        W::LineCell { count: 81.. } => "whitespace or the end of the line after 81 cells".into(),
        W::LineCell { count: 16 | 36 } => {
            "a digit 1-9, a blank ('.', '0', '_', '-'), whitespace or the end of the line".into()
        }
        W::LineCell { .. } => "a digit 1-9 or a blank ('.', '0', '_', '-')".into(),
        W::Cells81 => "81 cells (or 16 or 36 for a 4x4 or 6x6 puzzle)".into(),
        W::CellsInARow { unit } => format!("4, 6 or 9 {} in a row", unit_word(*unit)),
        W::CellsInThisRow { size, unit } => format!("{size} {} in this row", unit_word(*unit)),
        W::AtMostNineCells => "at most 9 cells in a row".into(),
        W::Rows { size } => format!("{size} rows for a {size}x{size} puzzle"),
        W::ARow => "a row".into(),
        W::ADigit => "a digit".into(),
        W::Puzzle => "a puzzle".into(),
        W::PuzzleInFormat(format) => format!("a puzzle in the {format} format"),
        W::OnePuzzle => "one puzzle".into(),
        W::Colon(place) => {
            let after = match place {
                ColonPlace::Start => "at the start of a library line",
                ColonPlace::AfterCode => "after the technique code",
                ColonPlace::AfterCandidates => "after the candidates",
            };
            format!("':' {after}")
        }
        W::TechniqueCode => "a technique code such as 0100 or 0110-1".into(),
        W::LibraryCandidates => "candidate digits 1-9 (or 'x' for none)".into(),
        W::DigitAfterPlus => "a digit 1-9 after '+'".into(),
        W::LibraryGiven => "a digit 1-9, '+' and a digit, or '.' in the givens".into(),
        W::LibraryCells => "81 cells in the givens (or 16 or 36 for a 4x4 or 6x6 puzzle)".into(),
        W::LibraryCandidate { size } => {
            format!("a candidate as <digit><row><col>, each 1-{size} (436 is r3c6<>4)")
        }
    }
}

fn unit_word(unit: Unit) -> &'static str {
    match unit {
        Unit::Cells => "cells",
        Unit::Values => "values",
    }
}

fn found(f: &Found) -> String {
    match f {
        Found::Char(c) => format!("'{}'", c.escape_debug()),
        Found::Text(t) => format!("'{}'", t.escape_debug()),
        Found::EndOfLine => "the end of the line".into(),
        Found::EndOfGivens => "the end of the givens".into(),
        Found::Count(n) => n.to_string(),
        Found::LoneZero => "'0' (a lone '0' marks a cell without candidates)".into(),
        Found::OnlyEmptyLines => "only empty lines and comments".into(),
        Found::None => "none".into(),
        Found::SecondPuzzle => "a second one starting here".into(),
    }
}

/// In English (the catalogues say it in other languages): the words live
/// here, so the board imports no catalogue.
impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&board_error(self))
    }
}

/// A board's error in English (`BoardError`'s `Display`).
pub fn board_error(e: &BoardError) -> String {
    match e {
        BoardError::BadSize(n) => {
            format!("unsupported board size {n}: sizes are 4, 6 and 9")
        }
        BoardError::BadLength { expected, found } => {
            format!("expected {expected} cells, found {found}")
        }
        BoardError::DigitOutOfRange { cell, digit, size } => {
            format!("{cell} holds {digit}, but a {size}x{size} board has digits 1-{size}")
        }
        BoardError::Clash {
            first,
            second,
            digit,
        } => format!("{first} and {second} both hold {digit}"),
        BoardError::CellOutOfRange { cell, size } => {
            format!("{cell} is outside a {size}x{size} board")
        }
        BoardError::AlreadyFilled { cell, digit } => {
            format!("{cell} already holds {digit}")
        }
        BoardError::NotACandidate { cell, digit } => {
            format!("{digit} is not a candidate of {cell}")
        }
        BoardError::NoCandidates { cell } => {
            format!("{cell} is empty and has no candidates left")
        }
    }
}

fn io(e: &IoProblem) -> String {
    if e.stdin {
        format!("standard input: {}", e.text)
    } else {
        e.text.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::problem;
    use crate::lang::problem::{Found, Problem, Wanted};

    #[test]
    fn what_was_found_is_quoted_and_escaped() {
        let found = |f| problem(&Problem::expected(Wanted::ADigit, f));
        assert_eq!(found(Found::at("\tx")), "expected a digit, found '\\t'");
        assert_eq!(
            found(Found::at("")),
            "expected a digit, found the end of the line"
        );
    }
}
