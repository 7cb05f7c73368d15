//! The subcommands of the `sudoku-explorer` command, one module each (or
//! per close group); `main.rs` parses the arguments and calls them. Compiled
//! into the binary only, so the library does not depend on clap.
//!
//! Every subcommand returns a [`CliResult`]: `Ok(true)` when all went well,
//! `Ok(false)` when some input was bad but the rest was done, an error when
//! it had to stop.

pub mod bench;
pub mod check;
pub mod explain;
pub mod explore;
pub mod find;
pub mod generate;
pub mod help;
pub mod help_ja;
pub mod hint;
pub mod input;
pub mod lang;
pub mod output;
pub mod rate;
pub mod render;
pub mod serve;
pub mod solve;
pub mod strategies;
pub mod usage;

use std::io;
use std::process::ExitCode;
use sudoku_explorer::lang::Problem;

/// Why a command stopped early.
pub enum CliError {
    /// Standard output was closed by the reader.
    Pipe,
    /// What stopped it, said in the language asked for.
    Said(Problem),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError::Pipe
        } else if e
            .get_ref()
            .is_some_and(|inner| inner.is::<input::StdoutClosed>())
        {
            CliError::Said(Problem::StdoutClosed)
        } else {
            // Reading errors are turned into messages where they happen, so
            // an io::Error reaching here is a failed write.
            CliError::Said(Problem::Other(format!("cannot write the output: {e}")))
        }
    }
}

impl From<serde_json::Error> for CliError {
    fn from(e: serde_json::Error) -> Self {
        CliError::Said(Problem::Other(e.to_string()))
    }
}

impl From<String> for CliError {
    fn from(e: String) -> Self {
        CliError::Said(Problem::Other(e))
    }
}

impl From<Problem> for CliError {
    fn from(p: Problem) -> Self {
        CliError::Said(p)
    }
}

/// Ok(false): some input was bad, but the command went on with the rest.
pub type CliResult = Result<bool, CliError>;

/// The process exit code for a command's result: 0 when all went well (or
/// the reader went away), 1 when some input was bad, 2 when the command
/// stopped with an error (printed on stderr).
pub fn exit_code(result: CliResult) -> ExitCode {
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        // The reader went away (e.g. `| head`): stop quietly.
        Err(CliError::Pipe) => ExitCode::SUCCESS,
        Err(CliError::Said(e)) => {
            let words = lang::LangArgs {
                lang: lang::lang_of_args(),
                notation: lang::notation_of_args(),
            };
            let e = words.say(&e);
            sudoku_explorer::to_stderr!("sudoku-explorer: {e}");
            ExitCode::from(2)
        }
    }
}
