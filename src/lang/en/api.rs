//! The live app's API errors in English.

use crate::lang::api::ApiProblem;

pub(super) fn api_problem(p: &ApiProblem) -> String {
    match p {
        ApiProblem::BadJson { detail } => {
            format!("the request's body is not the JSON this route reads: {detail}")
        }
        ApiProblem::PositionSize { field, found } => format!(
            "{field}: {found} characters; a position has 16, 36 or 81 (4x4, 6x6, 9x9), one per cell"
        ),
        ApiProblem::FieldLength {
            field,
            found,
            expected,
        } => format!("{field}: {found} characters, where this position needs {expected}"),
        ApiProblem::NotADigit { field, cell, found } => {
            format!("{field}, {cell}: '{found}' is not a digit of this board, nor '.' or '0'")
        }
        ApiProblem::GivenChanged { cell } => {
            format!("position.values, {cell}: a given cannot change")
        }
        ApiProblem::BadCandidates { cell, found } => format!(
            "position.candidates, {cell}: '{found}' is not three hexadecimal digits of this board's \
             candidates"
        ),
        ApiProblem::BadCode { field, code } => {
            format!("{field}: {code} is no candidate of this board (cell * 16 + digit)")
        }
        ApiProblem::BadLevel { found } => format!("level: {found}; a hint has levels 1 to 4"),
        ApiProblem::BadSize { found } => format!("size: '{found}'; a board is 4, 6 or 9 wide"),
        ApiProblem::BadLang { found } => format!("lang: '{found}'; the languages are en and ja"),
        ApiProblem::BadMove { found } => {
            format!("moves: '{found}' is neither a removal (r3c4<>5) nor a placement (r3c4=5)")
        }
        ApiProblem::TooMany { field, limit } => {
            format!("{field}: more than {limit}, the most one request may ask about")
        }
        ApiProblem::NoLesson { id } => format!("no lesson is called '{id}'"),
        ApiProblem::NoRoute { method, path } => {
            format!("no route {method} {path}; docs/api.md lists the routes")
        }
        ApiProblem::ForeignHost { host } => format!(
            "the server answers only requests for 127.0.0.1 or localhost, not for {host:?}; \
             start it with --host to serve other names"
        ),
        ApiProblem::TooLarge { limit } => {
            format!("the request is over {limit} bytes, the most the server reads")
        }
        ApiProblem::OutOfTime { seconds } => format!(
            "this took more than {seconds} s and was stopped; try again, or ask for something smaller"
        ),
        ApiProblem::Failed => {
            "the server failed on this request (a bug); it goes on serving others".to_string()
        }
        ApiProblem::Solved => "the position is solved: there is no next step".to_string(),
    }
}
