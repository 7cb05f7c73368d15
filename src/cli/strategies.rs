//! `strategies`: the registry as a table or as JSON Lines; and the lookup
//! by id that `find` and `render` share.

use super::input::stdout;
use super::CliResult;
use clap::Args;
use std::io::Write;
use sudoku_explorer::strategies::{self, StrategyInfo, REGISTRY};

// The arguments of `strategies`.
#[derive(Args)]
pub struct StrategiesArgs {
    /// JSON Lines, one object per strategy.
    #[arg(long)]
    json: bool,
}

/// The registry entry with this id, or an error listing the known ids.
pub fn strategy_by_id(id: &str) -> Result<&'static StrategyInfo, String> {
    strategies::by_id(id).ok_or_else(|| {
        format!(
            "unknown strategy '{id}'; known: {}",
            strategies::ids().join(", ")
        )
    })
}

/// One line per strategy: id, name, family, difficulty, easiest first.
pub fn strategies(args: StrategiesArgs) -> CliResult {
    let mut out = stdout();
    for s in REGISTRY {
        if args.json {
            writeln!(out, "{}", serde_json::to_string(s)?)?;
        } else {
            writeln!(
                out,
                "{:<30} {:<38} {:<14} {:>4}",
                s.id, s.name, s.family, s.difficulty
            )?;
        }
    }
    out.flush()?;
    Ok(true)
}
