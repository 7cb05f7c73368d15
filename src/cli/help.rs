//! `--help` in the language of `--lang`. The English help is the doc
//! comments clap derives; another language swaps each command's and each
//! option's text for its own (`help_ja`), writes clap's headings and its
//! `[default: …]` / `[possible values: …]` notes in its words, and keeps
//! the option names and value names, which are typed as they are.

use clap::{Arg, ArgAction, Command};
use std::ffi::OsString;
use sudoku_explorer::lang::Lang;

/// The words of one language's help: the text for a command's `about`
/// (key `""`) or for one of its arguments (key: the argument's id).
pub struct HelpWords {
    pub text: fn(command: &str, key: &str) -> Option<&'static str>,
    pub usage: &'static str,
    /// The headings, colon included.
    pub commands: &'static str,
    pub arguments: &'static str,
    pub options: &'static str,
    /// clap's `[OPTIONS]` and `<COMMAND>` in usage lines.
    pub options_placeholder: &'static str,
    pub command_placeholder: &'static str,
    pub default: &'static str,
    pub values: &'static str,
    pub help: &'static str,
    pub version: &'static str,
    pub help_command: &'static str,
}

/// `cmd` with its help said in `lang`.
pub fn in_lang(cmd: Command, lang: Lang) -> Command {
    let words = match lang {
        Lang::En => return cmd,
        Lang::Ja => &super::help_ja::WORDS,
    };
    let mut cmd = translate(cmd, "", words);
    cmd.build();
    usage_in_words(&mut cmd, words);
    cmd
}

/// The usage lines with clap's `[OPTIONS]` and `<COMMAND>` in `words`.
fn usage_in_words(cmd: &mut Command, words: &HelpWords) {
    let usage = cmd.render_usage().to_string();
    let usage = usage.split_once(": ").map_or(usage.as_str(), |(_, u)| u);
    let usage = usage
        .replace("[OPTIONS]", words.options_placeholder)
        .replace("<COMMAND>", words.command_placeholder);
    *cmd = std::mem::take(cmd).override_usage(usage);
    for sub in cmd.get_subcommands_mut() {
        usage_in_words(sub, words);
    }
}

/// The command name `key`s of `cmd`'s help: `""` for the top level.
fn translate(cmd: Command, name: &str, words: &HelpWords) -> Command {
    let say = |key: &str| (words.text)(name, key).unwrap_or_default();
    let mut cmd = cmd
        .about(say(""))
        .long_about(None::<&str>)
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(words.help),
        );
    if name.is_empty() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(words.version),
        );
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .filter(|id| id != "help" && id != "version")
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(&id, |a| translate_arg(a, say(&id), words));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for sub in names {
        cmd = cmd.mut_subcommand(&sub, |c| translate(c, &sub, words));
    }
    // clap's headings end in an ASCII colon: the template writes its own.
    let mut template = format!("{{about-with-newline}}\n{}{{usage}}\n", words.usage);
    if cmd.has_subcommands() {
        template += &format!("\n{}\n{{subcommands}}\n", words.commands);
    }
    if cmd.get_positionals().next().is_some() {
        template += &format!("\n{}\n{{positionals}}\n", words.arguments);
    }
    template += &format!("\n{}\n{{options}}\n", words.options);
    cmd = cmd.help_template(template);
    // clap adds the `help` command only when it builds the command: add
    // it now, and say what it does.
    if cmd.has_subcommands() {
        cmd = cmd.disable_help_subcommand(true).subcommand(
            Command::new("help")
                .about(words.help_command)
                .arg(Arg::new("command").num_args(0..).action(ArgAction::Append))
                .arg(Arg::new("lang").long("lang").hide(true)),
        );
    }
    cmd
}

fn translate_arg(arg: Arg, text: &str, words: &HelpWords) -> Arg {
    let mut text = text.to_string();
    let values: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if !values.is_empty() && arg.get_action().takes_values() {
        text += &format!("［{}{}］", words.values, values.join("、"));
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && arg.get_action().takes_values() {
        text += &format!("［{}{}］", words.default, defaults.join("、"));
    }
    arg.help(text)
        .long_help(None::<&str>)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// `--lang X` before the command name moved after it (where the commands
/// that speak read it), or dropped for a command without `--lang` (whose
/// errors still read it): `sudoku-explorer --lang ja --help` works.
pub fn lang_after_command(args: Vec<OsString>, cmd: &Command) -> Vec<OsString> {
    let mut rest = args.into_iter();
    let mut out: Vec<OsString> = rest.next().into_iter().collect();
    let mut lang = Vec::new();
    let mut args: Vec<OsString> = rest.collect();
    while let Some(first) = args.first().and_then(|a| a.to_str()) {
        if first == "--lang" && args.len() >= 2 {
            lang = args.drain(..2).collect();
        } else if first.starts_with("--lang=") {
            lang = args.drain(..1).collect();
        } else {
            break;
        }
    }
    let speaks = args
        .first()
        .and_then(|a| a.to_str())
        .and_then(|name| cmd.find_subcommand(name))
        .is_some_and(|sub| sub.get_arguments().any(|a| a.get_id() == "lang"));
    let mut args = args.into_iter();
    if speaks {
        out.extend(args.next());
        out.extend(lang);
    }
    out.extend(args);
    out
}

/// `help [COMMAND...]` where clap's own `help` command is replaced: the
/// help of the command named, or of the program.
pub fn print_help_of(cmd: &mut Command, asked: &clap::ArgMatches) -> std::process::ExitCode {
    cmd.build();
    let mut target = cmd;
    for name in asked.get_many::<String>("command").into_iter().flatten() {
        if target.find_subcommand(name).is_none() {
            // clap's own error for the name, with its nearest command.
            let bin = target.get_name().to_string();
            if let Err(e) = target.try_get_matches_from_mut([bin.as_str(), name]) {
                return super::usage::report(e);
            }
        }
        target = target.find_subcommand_mut(name).expect("found just above");
    }
    match target.print_help() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(_) => std::process::ExitCode::from(2),
    }
}

/// Every (command, key) the help of `cmd` says, with its English text.
#[cfg(test)]
pub fn keys(cmd: &Command, name: &str) -> Vec<(String, String, String)> {
    let text = |s: Option<&clap::builder::StyledStr>| s.map(|s| s.to_string()).unwrap_or_default();
    let mut out = vec![(name.to_string(), String::new(), text(cmd.get_about()))];
    for a in cmd.get_arguments() {
        let id = a.get_id().to_string();
        if id != "help" && id != "version" {
            let english = text(a.get_long_help().or(a.get_help()));
            out.push((name.to_string(), id, english));
        }
    }
    for sub in cmd.get_subcommands() {
        out.extend(keys(sub, sub.get_name()));
    }
    out
}
