//! A command line clap cannot read, said in the language of `--lang`:
//! clap's own messages are English, so for another language its error is
//! turned into a [`Usage`] that the catalogue says, with the usage line.

use super::lang::lang_of_args;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::process::ExitCode;
use sudoku_explorer::lang::{BadValue, Lang, Msg, Problem, Takes, Usage};

/// Prints the error (help and version as clap prints them) and gives the
/// exit code: 2 for a command line that cannot run, 0 for help.
pub fn report(e: clap::Error) -> ExitCode {
    let lang = lang_of_args();
    let asked_for_help = matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    if lang == Lang::En || asked_for_help {
        e.exit();
    }
    let cat = lang.catalogue();
    sudoku_explorer::to_stderr!(
        "sudoku-explorer: {}",
        cat.problem(&Problem::Usage(usage(&e)))
    );
    let rendered = e.render().to_string();
    if let Some(line) = rendered.lines().find_map(|l| l.strip_prefix("Usage: ")) {
        sudoku_explorer::to_stderr!("{}{line}", cat.msg(Msg::UsageLine));
    }
    sudoku_explorer::to_stderr!("{}", cat.msg(Msg::MoreHelp));
    ExitCode::from(2)
}

/// What clap's error says, as data.
fn usage(e: &clap::Error) -> Usage {
    let text = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        _ => None,
    };
    let all = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::StyledStrs(v)) => v.iter().map(|s| s.to_string()).collect(),
        _ => Vec::new(),
    };
    let arg = || text(ContextKind::InvalidArg).unwrap_or_default();
    match e.kind() {
        ErrorKind::UnknownArgument => match text(ContextKind::InvalidArg) {
            Some(a) if a.starts_with('-') => Usage::UnknownOption {
                arg: a,
                suggestion: text(ContextKind::SuggestedArg),
            },
            Some(a) => Usage::Unexpected { value: a },
            None => Usage::Other(e.to_string()),
        },
        ErrorKind::InvalidSubcommand => Usage::UnknownCommand {
            name: text(ContextKind::InvalidSubcommand).unwrap_or_default(),
            suggestion: text(ContextKind::SuggestedSubcommand),
        },
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = text(ContextKind::InvalidValue).unwrap_or_default();
            let valid = all(ContextKind::ValidValue);
            let takes =
                match std::error::Error::source(e).and_then(|s| s.downcast_ref::<BadValue>()) {
                    Some(bad) => bad.takes.clone(),
                    None if !valid.is_empty() => Takes::OneOf(valid),
                    None => Takes::Unknown,
                };
            Usage::BadValue {
                arg: arg(),
                value,
                takes,
            }
        }
        ErrorKind::MissingRequiredArgument => Usage::Missing {
            args: all(ContextKind::InvalidArg),
        },
        ErrorKind::ArgumentConflict => Usage::Conflict {
            arg: arg(),
            other: text(ContextKind::PriorArg).unwrap_or_default(),
        },
        _ => Usage::Other(
            e.to_string()
                .lines()
                .next()
                .unwrap_or_default()
                .trim_start_matches("error: ")
                .to_string(),
        ),
    }
}
