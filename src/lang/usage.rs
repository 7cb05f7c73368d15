//! What is wrong with a command line, as data: clap reads the arguments,
//! the command turns its error into a [`Usage`], and each catalogue says it
//! in its language (clap's own messages are English only).

use std::fmt;

/// A command line the command cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Usage {
    /// An option the command does not have, and the nearest one it has.
    UnknownOption {
        arg: String,
        suggestion: Option<String>,
    },
    /// A command that does not exist, and the nearest one.
    UnknownCommand {
        name: String,
        suggestion: Option<String>,
    },
    /// A value that no argument takes.
    Unexpected { value: String },
    /// A value an option does not take, and what it takes.
    BadValue {
        arg: String,
        value: String,
        takes: Takes,
    },
    /// Arguments the command needs and did not get.
    Missing { args: Vec<String> },
    /// Two options that cannot go together.
    Conflict { arg: String, other: String },
    /// An option given twice, or a value without its option: in clap's
    /// words (English), which the catalogues frame.
    Other(String),
}

/// What an option takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Takes {
    /// One of these words.
    OneOf(Vec<String>),
    /// A whole number from `from` to `to` (no upper bound when `None`).
    Whole { from: u64, to: Option<u64> },
    /// A number of seconds from 0 to `to`.
    Seconds { to: u32 },
    /// A move: `r3c4<>5` or `r3c4=5`.
    Move,
    /// Not known here (the option's help says).
    Unknown,
}

/// A value an option or a parser does not take, and what it does take: the
/// error of the command's value parsers (`Lang`, `Notation`, `Format` and
/// the numbers), so that the command can say it in any language. Shown on
/// its own, it speaks English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadValue {
    /// What the value was for: `language`, `format`, `limit`...
    pub what: &'static str,
    pub value: String,
    pub takes: Takes,
}

impl fmt::Display for BadValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = &self.value;
        match &self.takes {
            Takes::OneOf(words) => write!(
                f,
                "unknown {} '{value}': expected one of {}",
                self.what,
                words.join(", ")
            ),
            Takes::Whole { from, to: Some(to) } => write!(
                f,
                "expected a {} from {from} to {to} (a whole number), found '{value}'",
                self.what
            ),
            Takes::Whole { from, to: None } => write!(
                f,
                "expected a {} of at least {from} (a whole number), found '{value}'",
                self.what
            ),
            Takes::Seconds { to } => {
                write!(f, "expected seconds from 0 to {to}, found '{value}'")
            }
            Takes::Move => write!(
                f,
                "expected a move such as r3c4<>5 or r3c4=5, found '{value}'"
            ),
            Takes::Unknown => write!(f, "unknown {} '{value}'", self.what),
        }
    }
}

impl std::error::Error for BadValue {}

impl BadValue {
    /// `text` read as a whole number from `from` to `to`, or the error that
    /// says so.
    pub fn whole(
        what: &'static str,
        text: &str,
        from: u64,
        to: Option<u64>,
    ) -> Result<u64, BadValue> {
        match text.trim().parse::<u64>() {
            Ok(n) if n >= from && to.map_or(true, |t| n <= t) => Ok(n),
            _ => Err(BadValue {
                what,
                value: text.to_string(),
                takes: Takes::Whole { from, to },
            }),
        }
    }

    /// `text` read as seconds from 0 to `to`.
    pub fn seconds(text: &str, to: u32) -> Result<f64, BadValue> {
        match text.trim().parse::<f64>() {
            Ok(s) if (0.0..=f64::from(to)).contains(&s) => Ok(s),
            _ => Err(BadValue {
                what: "seconds",
                value: text.to_string(),
                takes: Takes::Seconds { to },
            }),
        }
    }

    /// One of `words`, or the error naming them.
    pub fn one_of(what: &'static str, text: &str, words: &[&str]) -> BadValue {
        BadValue {
            what,
            value: text.to_string(),
            takes: Takes::OneOf(words.iter().map(|w| w.to_string()).collect()),
        }
    }
}
