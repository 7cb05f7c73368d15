//! Lines for standard error that a closed or broken stderr cannot turn into
//! a panic. `eprintln!` panics when its write fails (a reader of `2>&1 |
//! head -1` that went away): a progress line or a note about one bad
//! puzzle must never end the work on the others. Use [`to_stderr!`]
//! (crate::to_stderr) instead; clippy's `print_stderr` lint holds the crate
//! and the command to it.

use std::io::Write;

/// Writes `args` and a newline to standard error, ignoring a failed write:
/// nobody is left to tell.
pub fn line(args: std::fmt::Arguments<'_>) {
    let _ = writeln!(std::io::stderr().lock(), "{args}");
}

/// `eprintln!` that ignores a closed standard error (see [`line`]).
#[macro_export]
macro_rules! to_stderr {
    ($($arg:tt)*) => {
        $crate::stderr::line(format_args!($($arg)*))
    };
}
