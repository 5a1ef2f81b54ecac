package dev.catalogstudio.model;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The model is the toolkit-free core (ARCHITECTURE.md): it must never depend on JavaFX. */
@AnalyzeClasses(packages = "dev.catalogstudio.model", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule modelDoesNotUseJavaFx = noClasses().that().resideInAPackage("dev.catalogstudio.model..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..")
            .because("model/ must run headless in the CLI and in CI");

    @ArchTest
    static final ArchRule formatsDoNotDependOnTheWorkspace = noClasses()
            .that().resideInAPackage("dev.catalogstudio.model.format..")
            .should().dependOnClassesThat().resideInAPackage("dev.catalogstudio.model.workspace..")
            .because("data flows one way: the workspace drives the formats, never the reverse");

    @ArchTest
    static final ArchRule noCyclesBetweenModelComponents = slices().matching("dev.catalogstudio.model.(*)..")
            .should().beFreeOfCycles()
            .because("ARCHITECTURE.md: text/yaml/json/diag below format, format below workspace; the format tree "
                    + "(the Format interface, its registry and one package per format) is one component");

    @ArchTest
    static final ArchRule resolverDoesNotKnowTheFormats = noClasses()
            .that().resideInAPackage("dev.catalogstudio.model.resolve..")
            .should().dependOnClassesThat().resideInAPackage("dev.catalogstudio.model.format..")
            .because("formats contribute to the graph through ContributionBuilder; the resolver reads nodes and edges "
                    + "only");
}
