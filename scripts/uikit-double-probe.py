#!/usr/bin/env python3
"""The probe behind scripts/check-uikit-double.sh (read its header first).

  uikit-double-probe.py generate SYMBOLS_DIR DOUBLE_DIR OUT_DIR
      Reads the symbol graph of the UIKit double (compiled as the module UIKit) and writes, into
      OUT_DIR, three Swift files that reference every public/open declaration the double declares
      under DOUBLE_DIR, plus index.tsv (file, line, probe key, notes), count.txt and
      unsupported.txt (declarations it cannot probe, each a failure):
        Types.swift  one `let _: Never.Type = <reference>` a function: the error prints the
                     reference's complete type (optionality, throws, @MainActor, @Sendable,
                     escaping closures) or says the declaration does not exist.
        Uses.swift   uses that compile without error when the signatures agree: the member read
                     from a nonisolated function (isolation), called with only the arguments that
                     have no default (defaults, discardable result), set (setters), its type
                     written out (picks the overload where the SDK has several), an optional
                     property used as non-optional (implicitly unwrapped), a subclass (open, not
                     final), superclass and protocol conformances.
        Overrides.swift  a subclass overriding each open member and designated or required
                     initializer (open, settable, nonisolated, designated, required initializers).
      Each probe is its own function or class on its own line, so an error in one does not hide
      another's diagnostics, and diagnostics map back to their probe by line. A canary line first
      and last in each file fails on both sides; if one does not, a compile stopped early.

  uikit-double-probe.py compare OUT_DIR SDK_DIAGNOSTICS DOUBLE_DIAGNOSTICS ALLOW_LIST
      Compares the diagnostics (file:line:col: severity: message lines) of the probes compiled
      against the SDK and against the double, probe by probe, and prints every difference not in
      the allow-list, and every allow-list entry that no longer matches a difference. Exits 1 if
      there is any.
"""

import json
import os
import re
import sys

# Protocols every type gets from the compiler; nothing to learn from probing them.
SKIPPED_CONFORMANCES = {"SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable"}


# MARK: - Reading declarations


def split_top_level(text, separator=","):
    """Splits text at separators outside (), [], <>, {}."""
    parts, depth, current = [], 0, ""
    i = 0
    while i < len(text):
        c = text[i]
        if c in "([<{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ">" and not text[i - 1 : i] == "-":
            depth -= 1
        if depth == 0 and text.startswith(separator, i):
            parts.append(current)
            current = ""
            i += len(separator)
            continue
        current += c
        i += 1
    if current.strip():
        parts.append(current)
    return parts


def matching_paren(text, start):
    """Index of the ')' that closes the '(' at start."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced parentheses in " + text)


class Parameter:
    def __init__(self, text):
        head, _, rest = text.strip().partition(":")
        names = head.split()
        self.label = names[0]
        pieces = split_top_level(rest, " = ")
        self.type = pieces[0].strip()
        self.has_default = len(pieces) > 1
        self.variadic = self.type.endswith("...")


class Signature:
    """The parameters, effects and result of a function or initializer declaration."""

    def __init__(self, declaration, name):
        match = re.search(r"\b(func|init)\b", declaration)
        open_paren = declaration.index("(", match.end())
        between = declaration[match.end() : open_paren].strip()
        self.generic = bool(re.match(r"^[\w`]+\s*<", between))
        close = matching_paren(declaration, open_paren)
        self.parameters = [Parameter(p) for p in split_top_level(declaration[open_paren + 1 : close])]
        tail = declaration[close + 1 :]
        tail = re.split(r"\bwhere\b", tail)[0]
        effects, arrow, result = tail.partition("->")
        self.effects = effects.split()
        self.result = result.strip() if arrow else "Void"
        self.main_actor = "@MainActor" in declaration[: match.start()]
        self.failable = between.startswith("?") or between.startswith("!")

    def argument_list(self, names, with_defaults=False):
        arguments = []
        for parameter, name in zip(self.parameters, names):
            if parameter.has_default and not with_defaults:
                continue
            arguments.append(name if parameter.label == "_" else f"{parameter.label}: {name}")
        return ", ".join(arguments)

    def function_type(self, isolated):
        types = [p.type for p in self.parameters]
        effects = "".join(" " + e for e in self.effects)
        return f"{'@MainActor ' if isolated else ''}({', '.join(types)}){effects} -> {self.result}"


# MARK: - Writing probes


class Probes:
    def __init__(self):
        self.files = {name: ["import UIKit", ""] for name in ("Types.swift", "Uses.swift", "Overrides.swift")}
        self.index = []
        self.seen = set()
        self.counter = 0
        self.availability = ""
        for name in self.files:
            self.add(name, "canary (first line)", self.canary(name, 0))

    @staticmethod
    def canary(file, number):
        """A line that fails on both sides, in the compiler pass the file's probes are checked in."""
        if file == "Overrides.swift":
            return f"class PROBE: NSObject {{ override func canary{number}() {{}} }}\n"
        return f"nonisolated func PROBE() {{ let _: Never.Type = {number} }}"

    def add(self, file, key, text, availability=""):
        """Adds one probe (a single line) to file, unless the same text is already there."""
        if (file, text) in self.seen:
            return
        self.seen.add((file, text))
        # A generic function must use its generic parameters in its signature.
        generic = re.search(r"func PROBE<([^>]*)>\(", text)
        if generic:
            witnesses = [f"_: {g.split(':')[0].strip()}.Type" for g in generic.group(1).split(",")]
            following = text[generic.end() :]
            separator = "" if following.startswith(")") else ", "
            text = text[: generic.end()] + ", ".join(witnesses) + separator + following
        # A declaration newer than the probes' iOS 13 target is probed from a context as new
        # (`@available(iOS 15.0, *)`): a subclass or a signature naming it would otherwise be an
        # error in a declaration, which stops the SDK's compile before the other probes.
        introduced = dict(item.split("=") for item in self.availability.split(",") if "=" in item).get("introduced")
        if introduced and tuple(int(x) for x in introduced.split(".")) > (13, 0):
            text = f"@available(iOS {introduced}, *) " + text
        self.counter += 1
        lines = self.files[file]
        # A multi-line probe owns each of its lines (a class's missing-initializer error is
        # reported at the start of the line after its closing brace).
        for line in text.replace("PROBE", f"probe{self.counter}").split("\n"):
            lines.append(line)
            self.index.append((file, len(lines), key, self.availability))

    def write(self, directory):
        self.availability = ""
        for name in self.files:
            self.add(name, "canary (last line)", self.canary(name, 1))
        for name, lines in self.files.items():
            with open(os.path.join(directory, name), "w") as out:
                out.write("\n".join(lines) + "\n")
        with open(os.path.join(directory, "index.tsv"), "w") as out:
            for file, line, key, availability in self.index:
                out.write(f"{file}\t{line}\t{key}\t{availability}\n")


def generic_clause(symbol):
    """`<A: B, ...>` for a generic type's parameters (from its symbol), or ''."""
    generics = symbol.get("swiftGenerics") if symbol else None
    if not generics or not generics.get("parameters"):
        return ""
    constraints = {}
    for constraint in generics.get("constraints", []):
        if constraint["kind"] in ("conformance", "superclass"):
            constraints.setdefault(constraint["lhs"], []).append(constraint["rhs"])
    # The graph leaves some constraints out (a class's `AnyObject` bound); its declaration has them.
    where = declaration_text(symbol).partition(" where ")[2]
    for requirement in split_top_level(where):
        lhs, _, rhs = requirement.partition(":")
        if rhs.strip() and rhs.strip() not in constraints.get(lhs.strip(), []):
            constraints.setdefault(lhs.strip(), []).append(rhs.strip())
    parts = []
    for parameter in generics["parameters"]:
        name = parameter["name"]
        bound = " & ".join(constraints.get(name, []))
        parts.append(f"{name}: {bound}" if bound else name)
    return "<" + ", ".join(parts) + ">"


def generic_arguments(symbol):
    generics = symbol.get("swiftGenerics") if symbol else None
    if not generics or not generics.get("parameters"):
        return ""
    return "<" + ", ".join(p["name"] for p in generics["parameters"]) + ">"


def ios_availability(symbol):
    """`introduced=14.0,deprecated=17.0` from the symbol's iOS availability, or ''."""
    parts = []
    for item in symbol.get("availability", []):
        if item.get("domain") != "iOS":
            continue
        for field in ("introduced", "deprecated"):
            if field in item:
                version = item[field]
                parts.append(f"{field}={version['major']}.{version.get('minor', 0)}")
    return ",".join(parts)


def with_owner_introduction(availability, symbol, by_path):
    """availability with `introduced` raised to that of the newest type enclosing symbol (a member
    of an iOS 15 class is iOS 15 API, whatever its own attribute says)."""
    parts = dict(item.split("=") for item in availability.split(",") if "=" in item)
    newest = parts.get("introduced")
    path = symbol["pathComponents"]
    for depth in range(1, len(path)):
        owner = by_path.get(tuple(path[:depth]))
        owner_introduced = dict(
            item.split("=") for item in ios_availability(owner).split(",") if "=" in item
        ).get("introduced") if owner else None
        if owner_introduced and (
            newest is None
            or tuple(int(x) for x in owner_introduced.split(".")) > tuple(int(x) for x in newest.split("."))
        ):
            newest = owner_introduced
    if newest:
        parts["introduced"] = newest
    return ",".join(f"{key}={value}" for key, value in parts.items())


def declaration_text(symbol):
    return "".join(f["spelling"] for f in symbol["declarationFragments"])


def override_probe(symbol, owner, owner_symbol):
    """A subclass of owner that overrides symbol (an open member, or a designated or required
    initializer) as a user's subclass would, or None when it cannot be overridden."""
    kind = symbol["kind"]["identifier"]
    declaration = declaration_text(symbol)
    prefix = declaration.split("(")[0]
    if kind == "swift.init":
        if "convenience" in prefix.split():
            return None
        introducer = "required" if "required" in prefix.split() else "override"
    elif symbol["accessLevel"] != "open":
        return None
    else:
        introducer = "override"
    isolated_owner = "@MainActor" in declaration_text(owner_symbol)
    if isolated_owner and "@MainActor" not in prefix and kind != "swift.init":
        introducer = "nonisolated " + introducer
    if kind in ("swift.type.method", "swift.type.property"):
        if not re.search(r"\bclass (func|var)\b", declaration):
            return None  # A static member: nothing to override.
        introducer += " class"
    name = symbol["pathComponents"][-1]
    if kind in ("swift.property", "swift.type.property"):
        type_ = declaration.split(":", 1)[1].split("{")[0].strip()
        settable = "let " not in declaration and ("{" not in declaration or "set" in declaration.split("{")[-1])
        accessors = "get { fatalError() } set {}" if settable else "fatalError()"
        member = f"{introducer} var {name}: {type_} {{ {accessors} }}"
    else:
        signature = Signature(declaration, name)
        if signature.generic:
            return None
        parameters = ", ".join(f"{p.label} a{i}: {p.type}" for i, p in enumerate(signature.parameters))
        effects = "".join(" " + e for e in signature.effects)
        if kind == "swift.init":
            mark = "?" if signature.failable else ""
            member = f"{introducer} init{mark}({parameters}){effects} {{ fatalError() }}"
        else:
            result = "" if signature.result == "Void" else f" -> {signature.result}"
            member = f"{introducer} func {name.split('(')[0]}({parameters}){effects}{result} {{ fatalError() }}"
    return f"class PROBE: {owner} {{ {member} }}\n"


def generate(symbols_dir, double_dir, out_dir):
    # UIKit.symbols.json, and UIKit@Module.symbols.json for extensions of other modules' types.
    graph = {"symbols": [], "relationships": []}
    for name in sorted(os.listdir(symbols_dir)):
        if name.endswith(".symbols.json"):
            part = json.load(open(os.path.join(symbols_dir, name)))
            graph["symbols"] += part["symbols"]
            graph["relationships"] += part["relationships"]
    by_id = {}
    for symbol in graph["symbols"]:
        by_id.setdefault(symbol["identifier"]["precise"], symbol)
    double_dir = os.path.normpath(double_dir)

    def declared_in_double(symbol):
        uri = symbol.get("location", {}).get("uri", "")
        return (
            symbol["accessLevel"] in ("public", "open")
            and "SYNTHESIZED" not in symbol["identifier"]["precise"]
            and os.path.normpath(uri.replace("file://", "")).startswith(double_dir)
        )

    own = {k: s for k, s in by_id.items() if declared_in_double(s)}
    by_path = {}
    for symbol in list(own.values()) + list(by_id.values()):
        if symbol["kind"]["identifier"] in ("swift.class", "swift.struct", "swift.enum", "swift.protocol"):
            by_path.setdefault(tuple(symbol["pathComponents"]), symbol)
    default_implementations = set()
    implemented_requirements = set()
    conformances = {}
    superclasses = {}
    for relation in graph["relationships"]:
        if relation["source"] not in own:
            continue
        target = by_id.get(relation["target"])
        target_name = ".".join(target["pathComponents"]) if target else relation.get("targetFallback", "")
        target_name = target_name.split(".")[-1] if not target else target_name
        if relation["kind"] == "defaultImplementationOf":
            default_implementations.add(relation["source"])
            implemented_requirements.add(relation["target"])
        elif relation["kind"] == "conformsTo" and target_name not in SKIPPED_CONFORMANCES:
            conformances.setdefault(relation["source"], set()).add(target_name)
        elif relation["kind"] == "inheritsFrom":
            superclasses[relation["source"]] = target_name

    probes = Probes()
    unsupported = []
    overloads = {}
    for symbol in own.values():
        kind = symbol["kind"]["identifier"]
        if symbol["identifier"]["precise"] in default_implementations:
            continue
        if kind in ("swift.method", "swift.type.method", "swift.func", "swift.init"):
            overloads.setdefault((kind, tuple(symbol["pathComponents"])), []).append(symbol)

    def ordered(symbols):
        return sorted(symbols, key=lambda s: (s["location"]["uri"], s["location"]["position"]["line"]))

    for symbol in ordered(own.values()):
        kind = symbol["kind"]["identifier"]
        path = symbol["pathComponents"]
        key = ".".join(path)
        declaration = declaration_text(symbol)
        probes.availability = with_owner_introduction(ios_availability(symbol), symbol, by_path)
        if symbol["identifier"]["precise"] in implemented_requirements:
            # The README's rule: an `@objc optional` requirement is a plain requirement with a
            # default implementation in the double.
            probes.availability += ",optional-requirement"
        owner_path = tuple(path[:-1])
        owner_symbol = by_path.get(owner_path)
        owner_kind = owner_symbol["kind"]["identifier"] if owner_symbol else None
        generics = generic_clause(owner_symbol)
        owner = ".".join(owner_path) + generic_arguments(owner_symbol)
        instance_type = f"any {owner}" if owner_kind == "swift.protocol" else owner
        is_protocol_member = owner_kind == "swift.protocol"
        if is_protocol_member and kind in ("swift.type.method", "swift.type.property"):
            # A static member of a protocol is reached through a conforming type.
            generics, owner = f"<X: {'.'.join(owner_path)}>", "X"
        if symbol["identifier"]["precise"] in default_implementations:
            continue  # Probed as the requirement it implements (the same reference).
        if owner_kind == "swift.class" and owner_symbol["accessLevel"] == "open" and not generics and kind in (
                "swift.method", "swift.type.method", "swift.property", "swift.type.property", "swift.init"):
            try:
                text = override_probe(symbol, owner, owner_symbol)
            except (ValueError, AttributeError):
                text = None
                unsupported.append((key, declaration))
            if text:
                probes.add("Overrides.swift", f"{key} [override]", text)
        if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
            name = key + generic_arguments(symbol)
            clause = generic_clause(symbol)
            metatype = f"(any {name})" if kind == "swift.protocol" else name
            probes.add("Types.swift", f"{key} [exists]",
                       f"nonisolated func PROBE{clause}() {{ let _: Never.Type = {metatype}.self }}")
            if kind == "swift.class":
                probes.add("Uses.swift", f"{key} [class]",
                           f"nonisolated func PROBE{clause}() {{ let _: AnyClass = {name}.self }}")
                if symbol["accessLevel"] == "open" and not clause:
                    probes.add("Uses.swift", f"{key} [open: subclass]", f"class PROBE: {name} {{}}")
            superclass = superclasses.get(symbol["identifier"]["precise"])
            if superclass:
                probes.add("Uses.swift", f"{key} [superclass {superclass}]",
                           f"nonisolated func PROBE{clause}(_ x: {name}) {{ let _: {superclass}"
                           f"{'<' + name + '>' if superclass == 'NSLayoutAnchor' else ''} = x }}")
            for protocol in sorted(conformances.get(symbol["identifier"]["precise"], ())):
                if kind == "swift.protocol":
                    text = (f"nonisolated func PROBE<X: {name}>(_: X.Type) {{ "
                            f"func c<Y: {protocol}>(_: Y.Type) {{}}; c(X.self) }}")
                else:
                    text = (f"nonisolated func PROBE{clause}() {{ func c<Y: {protocol}>(_: Y.Type) {{}}; "
                            f"c({name}.self) }}")
                probes.add("Uses.swift", f"{key} [conforms to {protocol}]", text)
        elif kind == "swift.enum.case":
            probes.add("Types.swift", f"{key} [type]",
                       f"nonisolated func PROBE{generics}() {{ let _: Never.Type = {owner}.{path[-1]} }}")
        elif kind in ("swift.property", "swift.type.property", "swift.var"):
            name = path[-1]
            settable = "let " not in declaration and ("{" not in declaration or "set" in declaration.split("{")[-1])
            if kind == "swift.property":
                parameter, reference = f"_ v: {instance_type}", f"v.{name}"
            elif kind == "swift.type.property":
                parameter, reference = "", f"{owner}.{name}"
            else:
                parameter, reference = "", name
            probes.add("Types.swift", f"{key} [type]",
                       f"nonisolated func PROBE{generics}({parameter}) {{ let _: Never.Type = {reference} }}")
            probes.add("Uses.swift", f"{key} [isolation]",
                       f"nonisolated func PROBE{generics}({parameter}) {{ _ = {reference} }}")
            type_ = declaration.split(":", 1)[1].split("{")[0].strip() if ":" in declaration else ""
            if (type_.endswith("?") or type_.endswith("!")) and "optional-requirement" not in probes.availability:
                # Implicitly unwrapped or not: the printed type is `T?` for both.
                probes.add("Uses.swift", f"{key} [implicitly unwrapped]",
                           f"@MainActor func PROBE{generics}({parameter}) {{ let _: {type_[:-1]} = {reference} }}")
            if settable:
                if kind == "swift.property" and owner_kind in ("swift.struct", "swift.enum", None) \
                        and not (owner_symbol is None and owner_path and owner_path[-1].startswith("NS")):
                    body = f"var w = v; let x = v.{name}; w.{name} = x; _ = w"
                else:
                    # Not `v.p = v.p`: Swift refuses to assign a stored property to itself.
                    body = f"let x = {reference}; {reference} = x"
                probes.add("Uses.swift", f"{key} [setter]",
                           f"@MainActor func PROBE{generics}({parameter}) {{ {body} }}")
        elif kind in ("swift.method", "swift.type.method", "swift.func", "swift.init", "swift.func.op"):
            try:
                signature = Signature(declaration, path[-1])
            except (ValueError, AttributeError):
                unsupported.append((key, declaration))
                continue
            # A generic method of a non-generic type is probed with its generic parameters on the
            # probe (each given a witness); its unapplied reference has no type without them, so
            # only the written-out type and the call probe it.
            method_generic = signature.generic and kind == "swift.method" and not generics
            if (signature.generic and not method_generic) or any(p.variadic for p in signature.parameters):
                unsupported.append((key, declaration))
                continue
            if method_generic:
                generics = re.search(r"\bfunc\s+[\w`]+\s*(<[^>]*>)", declaration).group(1)
            names = [f"a{i}" for i in range(len(signature.parameters))]
            arguments = [f"_ {n}: {p.type}" for n, p in zip(names, signature.parameters)]
            title = path[-1]
            base = title.split("(")[0]
            overloaded = len(overloads.get((kind, tuple(path)), [])) > 1
            if overloaded:
                key += " " + signature.function_type(False)  # Which of the overloads.
            if kind == "swift.func.op":
                types = ", ".join(arguments)
                probes.add("Types.swift", f"{key} [type]",
                           f"nonisolated func PROBE{generics}({types}) {{ let _: Never.Type = a0 {base} a1 }}")
                continue
            if kind == "swift.method":
                receiver_parameter = [f"_ v: {instance_type}"]
                receiver = "v"
            elif kind == "swift.func":
                receiver_parameter, receiver = [], ""
            else:
                receiver_parameter, receiver = [], owner
            if kind == "swift.init":
                reference = f"{owner}.init" + (title[4:] if signature.parameters else "")
                call = f"{owner}({signature.argument_list(names)})"
                full_call = f"{owner}({signature.argument_list(names, with_defaults=True)})"
            else:
                member = f"{receiver}.{base}" if receiver else base
                spelled = title if signature.parameters else base
                reference = f"{receiver}.{spelled}" if receiver else spelled
                call = f"{member}({signature.argument_list(names)})"
                full_call = f"{member}({signature.argument_list(names, with_defaults=True)})"
            if is_protocol_member and kind == "swift.init":
                unsupported.append((key, declaration))
                continue
            all_parameters = ", ".join(receiver_parameter + arguments)
            # The type: the unapplied reference, or (overloads) the call with every argument.
            if method_generic:
                pass  # Probed by its written-out type below.
            elif kind == "swift.init" and not signature.parameters:
                probes.add("Types.swift", f"{key} [type]",
                           f"nonisolated func PROBE{generics}() {{ let _: Never.Type = {call} }}")
            elif overloaded:
                try_ = "try " if "throws" in signature.effects else ""
                probes.add("Types.swift", f"{key} [result]",
                           f"nonisolated func PROBE{generics}({all_parameters}) "
                           f"{{ let _: Never.Type = {try_}{full_call} }}")
            else:
                probes.add("Types.swift", f"{key} [type]",
                           f"nonisolated func PROBE{generics}({', '.join(receiver_parameter)}) "
                           f"{{ let _: Never.Type = {reference} }}")
            # The type again, written out, for where the SDK overloads the name (the reference
            # above is then ambiguous there): it must pick an overload of exactly this type.
            if signature.parameters and not is_protocol_member and kind != "swift.func":
                function_type = signature.function_type(signature.main_actor)
                if kind == "swift.init":
                    function_type = function_type.replace("-> Void", f"-> {owner}{'?' if signature.failable else ''}")
                    reference = f"{owner}.init{title[4:]}"
                elif kind == "swift.method":
                    function_type = f"({owner}) -> {function_type}"
                    reference = f"{owner}.{title}"
                else:
                    reference = f"{owner}.{title}"
                probes.add("Uses.swift", f"{key} [annotated]",
                           f"nonisolated func PROBE{generics}() {{ let _: {function_type} = {reference} }}")
            # Isolation, defaults and @discardableResult: the call with only the arguments that
            # have no default, as a statement, from a nonisolated function.
            try_ = "try " if "throws" in signature.effects else ""
            await_ = "await " if "async" in signature.effects else ""
            asynchronous = " async" if await_ else ""
            throwing = " throws" if try_ else ""
            probes.add("Uses.swift", f"{key} [call]",
                       f"nonisolated func PROBE{generics}({all_parameters}){asynchronous}{throwing} "
                       f"{{ {try_}{await_}{call} }}")
        else:
            unsupported.append((key, declaration))

    os.makedirs(out_dir, exist_ok=True)
    probes.write(out_dir)
    with open(os.path.join(out_dir, "count.txt"), "w") as out:
        out.write(f"{len(own) - len(default_implementations)}\n")
    with open(os.path.join(out_dir, "unsupported.txt"), "w") as out:
        for key, declaration in unsupported:
            out.write(f"{key}\t{declaration}\n")


# MARK: - Comparing diagnostics

DIAGNOSTIC = re.compile(r"^(?:.*/)?(Types|Uses|Overrides)\.swift:(\d+):\d+: (error|warning): (.*)$")


def normalize(message):
    message = re.sub(r" \[#[A-Za-z]+\]$", "", message)
    message = message.replace("-> ()", "-> Void").replace("'()'", "'Void'")
    message = re.sub(r"\b(UIKit|ScrollStackUIKitDouble|Foundation|CoreFoundation|CoreGraphics|ObjectiveC)\.", "",
                     message)
    return message


def read_diagnostics(path):
    by_line = {}
    for line in open(path):
        match = DIAGNOSTIC.match(line.rstrip("\n"))
        if match:
            file, number, severity, message = match.groups()
            by_line.setdefault((file + ".swift", int(number)), set()).add(f"{severity}: {normalize(message)}")
    return by_line


def declared_type(diagnostics):
    """The type a `let _: Never.Type = ...` probe printed, or None."""
    for d in diagnostics:
        match = re.match(r"^error: cannot convert value of type '(.*?)'(?: \(aka '.*'\))? to specified type 'Never.Type'$", d)
        if match:
            return match.group(1)
    return None


def optional_of(sdk, double):
    """True when the SDK's probe printed the double's type made optional (an `@objc optional`
    requirement, a plain requirement in the double)."""
    t = declared_type(double)
    if t is None or len(sdk) != 1 or len(double) != 1:
        return False
    wrapped = f"({t})?" if ("->" in t and not t.endswith("?")) else f"{t}?"
    return declared_type(sdk) == wrapped


def unavoidable(sdk, double, availability):
    """Drops from sdk the diagnostics the double cannot give on Linux although it declares the
    same thing: iOS availability and deprecation it carries (a Linux target ignores them)."""
    declared = dict(item.split("=") for item in availability.split(",") if "=" in item)
    kept = set()
    for d in sdk - double:
        match = re.search(r"is only available in iOS ([0-9.]+) or newer$", d)
        if match and declared.get("introduced") == match.group(1):
            continue
        match = re.search(r"was deprecated in iOS ([0-9.]+)(:.*)?$", d)
        if match and declared.get("deprecated") == match.group(1):
            continue
        kept.add(d)
    return kept | (sdk & double)


def compare(out_dir, sdk_path, double_path, allow_path):
    index = {}
    for row in open(os.path.join(out_dir, "index.tsv")):
        file, line, key, availability = row.rstrip("\n").split("\t")
        index[(file, int(line))] = (key, availability)
    allowed = {}
    for row in open(allow_path):
        row = row.strip()
        if not row or row.startswith("#"):
            continue
        declaration, rule, reason = [p.strip() for p in row.split("|")]
        if rule != "any" or not reason:
            print(f"BAD ALLOW-LIST ENTRY {row}: want 'declaration | any | reason'")
            return 1
        allowed[declaration] = rule
    sdk, double = read_diagnostics(sdk_path), read_diagnostics(double_path)
    failures = 0
    for file in ("Types.swift", "Uses.swift", "Overrides.swift"):
        # A compile that stops early (a declaration-level error) reports nothing after it.
        for canary in ("canary (first line)", "canary (last line)"):
            places = [p for p in index if p[0] == file and index[p][0] == canary]
            if not any(sdk.get(p) for p in places) or not any(double.get(p) for p in places):
                failures += 1
                print(f"CANARY {file}:{places[0][1]} gave no diagnostic: a compile stopped before checking the probes")
    differences, used = [], set()
    for place in sorted(set(sdk) | set(double) | set(index)):
        s, d = sdk.get(place, set()), double.get(place, set())
        key, availability = index.get(place, (f"{place[0]}:{place[1]} (no probe on this line)", ""))
        declaration = key.split(" [")[0]
        if place[0] == "Types.swift" and not key.startswith("canary") and (not s or not d):
            differences.append((key, s, d, "a type probe must print the type on both sides"))
            continue
        s = unavoidable(s, d, availability)
        if s == d:
            continue
        if key.endswith("[type]") and len(s) == 1 and re.match(
                r"^error: no '.*' candidates produce the expected contextual result type 'Never.Type'$",
                next(iter(s))) and declared_type(d):
            continue  # The SDK overloads the name; the [annotated] probe picks this overload.
        rule = allowed.get(declaration)
        if "optional-requirement" in availability.split(","):
            rule = "optional-requirement"
        if rule == "any":
            used.add(declaration)
            continue
        if rule == "optional-requirement":
            if key.endswith("[type]") and optional_of(s, d):
                continue
            if not key.endswith("[type]") and all(x.startswith("error: ") for x in s - d) and all(
                    x.startswith("warning: ") for x in d - s):
                continue  # What the SDK refuses for an optional requirement (an error hides warnings).
        differences.append((key, s, d, ""))
    for key, s, d, why in differences:
        failures += 1
        print(f"DIFFERENCE {key}{' (' + why + ')' if why else ''}")
        print("  SDK:    " + ("\n          ".join(sorted(s)) if s else "(no diagnostic)"))
        print("  double: " + ("\n          ".join(sorted(d)) if d else "(no diagnostic)"))
    for declaration in sorted(set(allowed) - used):
        failures += 1
        print(f"STALE ALLOW-LIST ENTRY {declaration}: not the difference it allows (any more)")
    for row in open(os.path.join(out_dir, "unsupported.txt")):
        if row.strip():
            failures += 1
            key, declaration = row.rstrip("\n").split("\t", 1)
            print(f"NOT PROBED {key}: the generator cannot write a probe for `{declaration}`")
    return failures


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "generate":
        generate(sys.argv[2], sys.argv[3], sys.argv[4])
    elif len(sys.argv) == 6 and sys.argv[1] == "compare":
        sys.exit(1 if compare(*sys.argv[2:]) else 0)
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
