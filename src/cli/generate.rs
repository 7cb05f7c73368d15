//! `generate`: random puzzles with one solution, reproducible from a seed.

use super::input::stdout;
use super::{CliError, CliResult};
use clap::Args;
use std::io::Write;
use sudoku_explorer::generate::{self, Rng, Symmetry};

// The arguments of `generate`.
#[derive(Args)]
pub struct GenerateArgs {
    #[arg(long, default_value_t = 10)]
    count: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// 4, 6 or 9.
    #[arg(long, default_value_t = 9)]
    size: usize,
    /// Remove clues one by one instead of in rotationally symmetric pairs.
    #[arg(long)]
    asymmetric: bool,
}

/// `count` puzzles, one per line.
pub fn generate(args: GenerateArgs) -> CliResult {
    let GenerateArgs {
        count,
        seed,
        size,
        asymmetric,
    } = args;
    if !matches!(size, 4 | 6 | 9) {
        return Err(CliError::Msg(format!(
            "unsupported size {size}: sizes are 4, 6 and 9"
        )));
    }
    let symmetry = if asymmetric {
        Symmetry::None
    } else {
        Symmetry::Rotational
    };
    let mut rng = Rng::new(seed);
    let mut out = stdout();
    for _ in 0..count {
        if let Some(b) = generate::puzzle(size, symmetry, &mut rng) {
            writeln!(out, "{}", b.to_line())?;
        }
    }
    out.flush()?;
    out.flush()?;
    Ok(true)
}
